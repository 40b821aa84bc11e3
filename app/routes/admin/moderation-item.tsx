import { data, Form, Link, useNavigate } from 'react-router';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import { RejectReason } from '#app/components/backoffice/reject-reason.tsx';
import { RevisionDiff } from '#app/components/backoffice/revision-diff.tsx';
import { dangerButton, primaryButton, secondaryButton } from '#app/components/forms/form-styles.ts';
import { useFocusOnShow } from '#app/components/forms/page-form-hooks.ts';
import { OfferDescription, OfferFeatures } from '#app/components/offers/offer-sections.tsx';
import { PhotoGallery } from '#app/components/offers/photo-gallery.tsx';
import { getAppContext } from '#app/context.ts';
import { useModerationKeys } from '#app/hooks/use-moderation-keys.ts';
import { failureOf } from '#app/lib/form-failure.ts';
import { operatorOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { moderationItemForms } from '#app/lib/moderation-forms.server.ts';
import { handleIntent } from '#app/lib/page-action.server.ts';
import { formatDate } from '#contract/dates.ts';
import { formatPrice } from '#contract/format.ts';
import {
  type Claim,
  MODERATION_DESK_OUTCOMES,
  type ModerationDeskOutcome,
  type QueueItem,
  queueItemSchema,
} from '#contract/moderation-desk.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { refusalOf } from '#core/errors.ts';
import { deskItem } from '#core/moderation/desk.ts';
import { claimWaitingItem } from '#core/moderation/queue-claims.ts';
import { listReasonTemplates } from '#core/moderation/reason-templates.ts';
import type { Route } from './+types/moderation-item.ts';

/** The address's item: /admin/moderation/offers/<uuid> or /revisions/<number>; anything else is not found. */
function itemOf(params: { kind: string; id: string }): QueueItem {
  const kind = { offers: 'offer', revisions: 'revision' }[params.kind];
  const parsed = queueItemSchema.safeParse({ kind, id: params.id });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

/**
 * /admin/moderation/offers/:id and /revisions/:id: one item as the moderator reviews it.
 * Opening it claims it for CLAIM_MINUTES, unless another moderator has it.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = operatorOrRedirect(args, 'offers.moderate');
  const { db, config } = getAppContext(args.context);
  const item = itemOf(args.params);
  const mine = await claimWaitingItem(db, viewer.id, item).catch((error: unknown) => {
    // Someone else has it, or it is decided already: the page says so.
    if (refusalOf(error)) return null;
    throw error;
  });
  const [found, templates] = await Promise.all([deskItem(db, item, config.assetBaseUrl), listReasonTemplates(db)]);
  if (!found) throw data(null, { status: 404 });
  return { viewer, desk: { ...found, claim: mine ?? found.claim }, templates };
}

export async function action(args: Route.ActionArgs) {
  operatorOrRedirect(args, 'offers.moderate');
  return handleIntent(args.request, moderationItemForms(getAppContext(args.context), itemOf(args.params)));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Moderation: ${loaderData.desk.offer.title}` : 'Moderation';
  return [...pageMeta(title), { name: 'robots', content: 'noindex' }];
}

const outcomeOf = (actionData: unknown): ModerationDeskOutcome | undefined =>
  typeof actionData === 'object' && actionData !== null && 'outcome' in actionData
    ? (actionData as { outcome: ModerationDeskOutcome }).outcome
    : undefined;

function Outcome({ outcome, message }: { outcome: ModerationDeskOutcome | undefined; message: string | undefined }) {
  const ref = useFocusOnShow<HTMLParagraphElement>(outcome ?? message);
  if (!outcome && !message) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={outcome ? 'status' : 'alert'}
      className={`mb-4 rounded border p-3 font-medium ${outcome ? 'border-green-700 bg-green-50 text-green-900' : 'border-red-700 bg-red-50 text-red-800'}`}
    >
      {outcome ? MODERATION_DESK_OUTCOMES[outcome] : message}
    </p>
  );
}

function ClaimBanner({ claim, viewerId, waiting }: { claim: Claim | null; viewerId: string; waiting: boolean }) {
  if (!waiting) return <p className="mb-4 font-semibold text-gray-900">Already decided: nothing waits here.</p>;
  if (!claim) return null;
  const until = formatDate(claim.expires_at, 'time');
  if (claim.moderator.id === viewerId) {
    return <p className="mb-4 text-gray-800">Yours to review until {until}.</p>;
  }
  return (
    <p className="mb-4 rounded border border-amber-700 bg-amber-50 p-3 font-semibold text-amber-900">
      Being reviewed by {claim.moderator.name} until {until}
    </p>
  );
}

type Desk = Route.ComponentProps['loaderData']['desk'];

function Decisions({
  desk,
  templates,
  error,
}: {
  desk: Desk;
  templates: Route.ComponentProps['loaderData']['templates'];
  error: string | undefined;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 md:flex-row md:items-start">
      <Form method="post" id="approve-form">
        <input type="hidden" name="intent" value="approve" />
        <button type="submit" className={primaryButton}>
          Approve
        </button>
      </Form>
      <Form method="post" className="flex max-w-xl flex-1 flex-col gap-3">
        <input type="hidden" name="intent" value="reject" />
        <RejectReason templates={templates} idPrefix="reject" error={error} />
        <div>
          <button type="submit" className={dangerButton}>
            Reject
          </button>
        </div>
      </Form>
      {desk.claim && (
        <Form method="post">
          <input type="hidden" name="intent" value="release" />
          <button type="submit" className={secondaryButton}>
            Give it back
          </button>
        </Form>
      )}
    </div>
  );
}

function Neighbours({ desk }: { desk: Desk }) {
  const link = (id: string) => SITE_PATHS.moderationItem(desk.item.kind, id);
  return (
    <nav aria-label="Queue" className="mb-4 flex gap-4">
      <Link to={SITE_PATHS.moderation()} className="font-semibold text-accent-700 underline">
        The queue
      </Link>
      {desk.previous && (
        <Link to={link(desk.previous)} className="font-semibold text-accent-700 underline">
          Previous item
        </Link>
      )}
      {desk.next && (
        <Link to={link(desk.next)} className="font-semibold text-accent-700 underline">
          Next item
        </Link>
      )}
    </nav>
  );
}

export default function ModerationItem({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, desk, templates } = loaderData;
  const { offer } = desk;
  const failure = failureOf(actionData);
  const navigate = useNavigate();
  const go = (id: string | null) => {
    if (id) void navigate(SITE_PATHS.moderationItem(desk.item.kind, id));
  };
  useModerationKeys({
    j: () => go(desk.next),
    k: () => go(desk.previous),
    a: () => document.querySelector<HTMLFormElement>('#approve-form')?.requestSubmit(),
    r: () => document.getElementById('reject-reason')?.focus(),
  });
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8">
      <BackOfficeNav user={viewer} />
      <Neighbours desk={desk} />
      <p className="text-gray-800">{desk.item.kind === 'offer' ? 'New ad waiting' : 'Change of a live ad waiting'}</p>
      <h1 className="mb-2 text-3xl font-bold text-gray-900">{offer.title}</h1>
      <p className="mb-4 text-gray-800">Keyboard: j/k next/previous item, a approve, r the reject reason.</p>
      <Outcome
        outcome={outcomeOf(actionData)}
        message={failure && !failure.errors.reason ? failure.message : undefined}
      />
      <ClaimBanner claim={desk.claim} viewerId={viewer.id} waiting={desk.waiting} />
      {desk.waiting && <Decisions desk={desk} templates={templates} error={failure?.errors.reason} />}
      {desk.changes.length > 0 && (
        <section aria-labelledby="changes" className="mb-6">
          <h2 id="changes" className="mb-2 text-xl font-semibold text-gray-900">
            What changes
          </h2>
          <RevisionDiff changes={desk.changes} />
        </section>
      )}
      <section aria-labelledby="as-shown" className="flex flex-col gap-4">
        <h2 id="as-shown" className="text-xl font-semibold text-gray-900">
          {desk.item.kind === 'offer' ? 'The ad as it will appear' : 'The ad as it is live now'}
        </h2>
        <p className="text-2xl font-bold text-gray-900">
          {formatPrice(offer.price, offer.listing_type, offer.price_period)}
        </p>
        <p className="text-gray-800">
          {offer.category.name}, {offer.location.name} — by {offer.advertiser.name}
        </p>
        {offer.photos.length > 0 && <PhotoGallery photos={offer.photos} title={offer.title} />}
        <OfferDescription html={offer.description} />
        <OfferFeatures attributes={offer.attributes} />
      </section>
    </div>
  );
}
