import { Form, Link } from 'react-router';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import { dangerButton, inputClass, labelClass, primaryButton } from '#app/components/forms/form-styles.ts';
import { getAppContext } from '#app/context.ts';
import { failureOf } from '#app/lib/form-failure.ts';
import { operatorOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { reasonTemplateForms } from '#app/lib/moderation-forms.server.ts';
import { handleIntent } from '#app/lib/page-action.server.ts';
import {
  MODERATION_DESK_OUTCOMES,
  type ModerationDeskOutcome,
  type ReasonTemplate,
} from '#contract/moderation-desk.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { listReasonTemplates } from '#core/moderation/reason-templates.ts';
import type { Route } from './+types/moderation-templates.ts';

/** /admin/moderation/templates: the reasons moderators pick from when they reject, kept by them. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = operatorOrRedirect(args, 'offers.moderate');
  return { viewer, templates: await listReasonTemplates(getAppContext(args.context).db) };
}

export async function action(args: Route.ActionArgs) {
  operatorOrRedirect(args, 'offers.moderate');
  return handleIntent(args.request, reasonTemplateForms(getAppContext(args.context)));
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Reasons for rejecting'), { name: 'robots', content: 'noindex' }];
}

function Fields({ template, prefix }: { template?: ReasonTemplate; prefix: string }) {
  return (
    <>
      <label htmlFor={`${prefix}-title`} className={labelClass}>
        Title
      </label>
      <input
        id={`${prefix}-title`}
        name="title"
        required
        maxLength={80}
        defaultValue={template?.title}
        className={inputClass}
      />
      <label htmlFor={`${prefix}-text`} className={labelClass}>
        Text the advertiser reads
      </label>
      <textarea
        id={`${prefix}-text`}
        name="text"
        required
        maxLength={500}
        rows={3}
        defaultValue={template?.text}
        className={inputClass}
      />
    </>
  );
}

const outcomeOf = (actionData: unknown): ModerationDeskOutcome | undefined =>
  typeof actionData === 'object' && actionData !== null && 'outcome' in actionData
    ? (actionData as { outcome: ModerationDeskOutcome }).outcome
    : undefined;

export default function ModerationTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, templates } = loaderData;
  const outcome = outcomeOf(actionData);
  const failure = failureOf(actionData);
  return (
    <div className="mx-auto w-full max-w-[900px] px-4 py-8">
      <BackOfficeNav user={viewer} />
      <Link to={SITE_PATHS.moderation()} className="font-semibold text-accent-700 underline">
        The queue
      </Link>
      <h1 className="mt-3 mb-4 text-3xl font-bold text-gray-900">Reasons for rejecting</h1>
      {outcome && (
        <p role="status" className="mb-4 font-medium text-green-900">
          {MODERATION_DESK_OUTCOMES[outcome]}
        </p>
      )}
      {failure && (
        <p role="alert" className="mb-4 font-medium text-red-700">
          {Object.values(failure.errors)[0] ?? failure.message}
        </p>
      )}
      <ul className="mb-8 flex flex-col gap-6">
        {templates.map((template) => (
          <li key={template.id} className="rounded border border-gray-300 p-4">
            <Form method="post" className="flex flex-col gap-2" aria-label={`Reason: ${template.title}`}>
              <input type="hidden" name="id" value={template.id} />
              <Fields template={template} prefix={`template-${template.id}`} />
              <div className="flex gap-3">
                <button type="submit" name="intent" value="update" className={primaryButton}>
                  Save
                </button>
                <button type="submit" name="intent" value="delete" formNoValidate className={dangerButton}>
                  Delete
                </button>
              </div>
            </Form>
          </li>
        ))}
      </ul>
      <h2 className="mb-2 text-xl font-semibold text-gray-900">Add a reason</h2>
      <Form method="post" className="flex flex-col gap-2" aria-label="Add a reason">
        <input type="hidden" name="intent" value="create" />
        <Fields prefix="new" />
        <div>
          <button type="submit" className={primaryButton}>
            Add the reason
          </button>
        </div>
      </Form>
    </div>
  );
}
