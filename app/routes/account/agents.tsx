import { data, useLocation } from 'react-router';
import { AgentRow } from '#app/components/agents/agent-row.tsx';
import { InviteAgentForm } from '#app/components/agents/invite-agent-form.tsx';
import { PaginationNav } from '#app/components/search/pagination-nav.tsx';
import { getAppContext } from '#app/context.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { listAgents } from '#core/agents/agents.ts';
import type { Route } from './+types/agents.ts';

/** /agents, for agency, developer and hotel accounts: invite, re-invite, withdraw and remove agents. */
export async function loader(args: Route.LoaderArgs) {
  const user = userOrRedirect(args, 'profile', 'may:agents.manage');
  const page = Number(args.url.searchParams.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw data('Not found', { status: 404 });
  const { db, config } = getAppContext(args.context);
  return listAgents(db, user, { page, assetBase: config.assetBaseUrl });
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Agents'), { name: 'robots', content: 'noindex' }];
}

export default function Agents({ loaderData }: Route.ComponentProps) {
  const { data: agents, meta } = loaderData;
  const location = useLocation();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-gray-900">Agents</h1>
        <p className="mt-2 max-w-prose text-gray-800">
          Agents post and manage ads for your company with their own login. You see and manage all their ads in My Ads.
          An invitation is a request: the person accepts or refuses it from the e-mail, and someone who already has a
          Dazu account brings their ads with them when they accept.
        </p>
      </div>
      <InviteAgentForm />
      <section aria-labelledby="agents-heading">
        <h2 id="agents-heading" className="text-xl font-bold text-gray-900">
          Agents and invitations{meta.total > 0 ? ` (${meta.total})` : ''}
        </h2>
        {agents.length === 0 ? (
          <p className="mt-3 text-gray-800">No agents yet. Invite the first one above.</p>
        ) : (
          <ul className="mt-2">
            {agents.map((agent) => (
              <AgentRow key={agent.id} agent={agent} />
            ))}
          </ul>
        )}
        <PaginationNav
          pathname={location.pathname}
          search={location.search}
          page={meta.page}
          lastPage={meta.last_page}
        />
      </section>
    </div>
  );
}
