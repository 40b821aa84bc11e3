import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { PaginationNav } from '#app/components/search/pagination-nav.tsx';
import { getAppContext } from '#app/context.ts';
import { useLanguage, useT } from '#app/hooks/use-t.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { messageTime } from '#app/lib/message-time.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { pageUrl } from '#app/lib/page-url.ts';
import { listConversations } from '#core/messages/inbox.ts';
import type { Route } from './+types/messages.ts';

export async function loader(args: Route.LoaderArgs) {
  const user = userOrRedirect(args);
  const url = pageUrl(args.request);
  const page = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  return listConversations(getAppContext(args.context).db, user.id, page);
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).accountPages.messages.title), { name: 'robots', content: 'noindex' }];
}

/** The account's conversations, latest first, unread ones marked. */
export default function Messages({ loaderData }: Route.ComponentProps) {
  const { data, meta } = loaderData;
  const t = useT().accountPages.messages;
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-gray-900">{t.title}</h1>
      {data.length === 0 ? (
        <p className="text-gray-800">{t.none}</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {data.map((conversation) => (
            <li key={conversation.id}>
              <PrefetchLink
                to={`/messages/${conversation.id}`}
                className="flex flex-col gap-1 p-4 hover:bg-accent-50 focus-visible:bg-accent-50"
              >
                <span className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-gray-900">
                    {conversation.other.name}
                    {conversation.unread > 0 && (
                      <span className="ml-2 rounded-full bg-accent-700 px-2 py-0.5 text-xs font-bold text-white">
                        {t.unread(conversation.unread)}
                      </span>
                    )}
                  </span>
                  <time dateTime={conversation.last_message.created_at} className="text-sm text-gray-700">
                    {messageTime(conversation.last_message.created_at, language)}
                  </time>
                </span>
                {conversation.offer && (
                  <span className="text-sm text-gray-700">{t.aboutTitle(conversation.offer.title)}</span>
                )}
                <span className={conversation.unread > 0 ? 'font-semibold text-gray-900' : 'text-gray-800'}>
                  {conversation.last_message.from_me ? t.youSaid : ''}
                  {conversation.last_message.body}
                </span>
              </PrefetchLink>
            </li>
          ))}
        </ul>
      )}
      <PaginationNav pathname="/messages" search="" page={meta.page} lastPage={meta.last_page} />
    </div>
  );
}
