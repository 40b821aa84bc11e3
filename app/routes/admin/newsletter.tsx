import { data, Link } from 'react-router';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import { CampaignActions, CampaignForm } from '#app/components/backoffice/campaign-editor.tsx';
import { CampaignList, campaignState } from '#app/components/backoffice/campaign-list.tsx';
import { useFocusOnShow } from '#app/components/forms/page-form-hooks.ts';
import { getAppContext } from '#app/context.ts';
import { failureOf } from '#app/lib/form-failure.ts';
import { operatorOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { newsletterForms } from '#app/lib/newsletter-forms.server.ts';
import { NEWSLETTER_OUTCOMES, type NewsletterOutcome, testSentTo } from '#app/lib/newsletter-forms.ts';
import { handleIntent } from '#app/lib/page-action.server.ts';
import { type CampaignView, campaignParamsSchema } from '#contract/newsletter.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { refusalOf } from '#core/errors.ts';
import { campaignById } from '#core/newsletter/campaign-drafts.ts';
import { listCampaigns } from '#core/newsletter/campaigns.ts';
import type { Route } from './+types/newsletter.ts';

/**
 * /admin/newsletter: the editors' campaigns. Without ?campaign a new one is written;
 * with it, that campaign's form: edit the draft, preview, test, schedule, send, cancel.
 * An unknown campaign is the not-found page.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = operatorOrRedirect(args, 'newsletter.send');
  const { db } = getAppContext(args.context);
  const selected = new URL(args.request.url).searchParams.get('campaign');
  const [campaigns, campaign] = await Promise.all([listCampaigns(db), selected ? chosen(db, selected) : null]);
  return { user, campaigns, campaign };
}

async function chosen(db: Parameters<typeof campaignById>[0], value: string): Promise<CampaignView> {
  const parsed = campaignParamsSchema.safeParse({ id: value });
  if (!parsed.success) throw data(null, { status: 404 });
  return campaignById(db, parsed.data.id).catch((error: unknown) => {
    if (refusalOf(error)?.status === 404) throw data(null, { status: 404 });
    throw error;
  });
}

export async function action(args: Route.ActionArgs) {
  operatorOrRedirect(args, 'newsletter.send');
  return handleIntent(args.request, newsletterForms(getAppContext(args.context)));
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Newsletter'), { name: 'robots', content: 'noindex' }];
}

/** What the last form did, in words. */
function said(actionData: unknown): string | undefined {
  if (typeof actionData !== 'object' || actionData === null) return undefined;
  if ('testTo' in actionData) return testSentTo(String(actionData.testTo));
  if ('outcome' in actionData) return NEWSLETTER_OUTCOMES[actionData.outcome as NewsletterOutcome];
  return undefined;
}

function Outcome({ message }: { message: string | undefined }) {
  const ref = useFocusOnShow<HTMLParagraphElement>(message);
  if (!message) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mb-4 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900"
    >
      {message}
    </p>
  );
}

function Selected({ campaign, failure }: { campaign: CampaignView; failure: ReturnType<typeof failureOf> }) {
  return (
    <section aria-labelledby="campaign-heading" className="flex flex-col gap-4">
      <h2 id="campaign-heading" className="text-xl font-bold text-gray-900">
        {campaign.subject}
      </h2>
      <p className="text-gray-800">
        {campaignState(campaign)}. Recipients {campaign.queued}, sent {campaign.delivered}, failed {campaign.failed}.
      </p>
      {campaign.status === 'draft' && <CampaignForm campaign={campaign} failure={failure} />}
      <CampaignActions campaign={campaign} failure={failure} />
    </section>
  );
}

export default function Newsletter({ loaderData: { user, campaigns, campaign }, actionData }: Route.ComponentProps) {
  const failure = failureOf(actionData);
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8">
      <BackOfficeNav user={user} />
      <h1 className="mb-4 text-3xl font-bold text-gray-900">Newsletter</h1>
      <Outcome message={said(actionData)} />
      <div className="flex flex-col gap-8">
        {campaign ? (
          <>
            <Link to={SITE_PATHS.operatorNewsletter()} className="font-semibold text-accent-700 underline">
              Write a new campaign
            </Link>
            <Selected campaign={campaign} failure={failure} />
          </>
        ) : (
          <section aria-labelledby="new-campaign" className="flex flex-col gap-4">
            <h2 id="new-campaign" className="text-xl font-bold text-gray-900">
              New campaign
            </h2>
            <p className="text-gray-800">
              Saved as a draft first: preview it, send yourself a test, then send it now or schedule it. It goes to
              confirmed subscribers only.
            </p>
            <CampaignForm failure={failure} />
          </section>
        )}
        <section aria-labelledby="campaigns-heading" className="flex flex-col gap-3">
          <h2 id="campaigns-heading" className="text-xl font-bold text-gray-900">
            Campaigns
          </h2>
          <CampaignList campaigns={campaigns} />
        </section>
      </div>
    </div>
  );
}
