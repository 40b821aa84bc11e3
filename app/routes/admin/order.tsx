import { randomUUID } from 'node:crypto';
import { data, Form, Link } from 'react-router';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import { ConfirmIdentity, wantsConfirmation } from '#app/components/backoffice/confirm-identity.tsx';
import { OrderDocuments, OrderFacts, OrderHistory, OrderLines } from '#app/components/backoffice/order-file-parts.tsx';
import { ReasonField } from '#app/components/backoffice/reason-field.tsx';
import { dangerButton, errorClass, inputClass, labelClass } from '#app/components/forms/form-styles.ts';
import { useBusy, useFocusOnShow } from '#app/components/forms/page-form-hooks.ts';
import { SubmitButton } from '#app/components/forms/submit-button.tsx';
import { getAppContext } from '#app/context.ts';
import { recordIdOr404 } from '#app/lib/back-office-query.ts';
import { type FormFailure, failureOf } from '#app/lib/form-failure.ts';
import { operatorOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { operatorOrderForms } from '#app/lib/operator-order-forms.server.ts';
import { handleIntent } from '#app/lib/page-action.server.ts';
import { formatMoney } from '#contract/format.ts';
import type { OrderFile } from '#contract/operator-orders.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { orderFile } from '#core/backoffice/order-file.ts';
import { refusalOf } from '#core/errors.ts';
import type { Route } from './+types/order.ts';

/**
 * /admin/orders/:id: one order's file for finance and the owner, and its refund, full
 * or partial (after a fresh proof of identity). Every form works without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = operatorOrRedirect(args, 'orders.manage');
  const { db } = getAppContext(args.context);
  const order = await orderFile(db, recordIdOr404(args.params.id)).catch((error: unknown) => {
    if (refusalOf(error)?.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  // Each showing of the form gets a refund key of its own: the same form posted twice
  // (a double click, a resent page) is one refund.
  return { viewer, order, refundKey: randomUUID() };
}

export async function action(args: Route.ActionArgs) {
  operatorOrRedirect(args, 'orders.manage');
  return handleIntent(args.request, operatorOrderForms(getAppContext(args.context), recordIdOr404(args.params.id)));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Order of ${loaderData.order.buyer_name}` : 'Order';
  return [...pageMeta(title), { name: 'robots', content: 'noindex' }];
}

type Outcome = { kind: string; message: string };
const outcomeOf = (actionData: unknown): Outcome | undefined =>
  typeof actionData === 'object' && actionData !== null && 'outcome' in actionData
    ? (actionData as { outcome: Outcome }).outcome
    : undefined;

/** How much to give back, in pounds; empty: all that is left. */
function AmountField({ refundable, value, error }: { refundable: number; value?: string; error?: string }) {
  return (
    <>
      <label htmlFor="refund-amount" className={labelClass}>
        Amount in pounds (empty: all that is left, {formatMoney(refundable)})
      </label>
      <input
        id="refund-amount"
        name="amount"
        inputMode="decimal"
        defaultValue={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'refund-amount-error' : undefined}
        className={inputClass}
      />
      {error && (
        <p id="refund-amount-error" className={errorClass}>
          {error}
        </p>
      )}
    </>
  );
}

function RefundForm({
  order,
  refundKey,
  failure,
}: {
  order: OrderFile;
  refundKey: string;
  failure: FormFailure | undefined;
}) {
  const busy = useBusy('refund');
  if (order.refundable === 0) {
    return <p className="text-gray-800">Nothing left to refund.</p>;
  }
  const mine = failure?.values.intent === 'refund' && failure.code !== 'confirmation_required' ? failure : undefined;
  const amountError = mine?.errors.amount;
  const reasonError = mine?.errors.reason;
  const otherError = mine && !amountError && !reasonError ? mine.message : undefined;
  return (
    <Form method="post" className="flex max-w-xl flex-col gap-3">
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="key" value={refundKey} />
      <AmountField refundable={order.refundable} value={failure?.values.amount} error={amountError} />
      <ReasonField
        id="refund-reason"
        label="Reason (printed on the credit note)"
        error={reasonError}
        value={failure?.values.reason}
        rows={2}
        maxLength={300}
      />
      {otherError && (
        <p role="alert" className={errorClass}>
          {otherError}
        </p>
      )}
      <p className="text-sm text-gray-700">
        The money goes back through {order.gateway}, and a credit note is issued for the amount.
      </p>
      <div>
        <SubmitButton busy={busy} className={dangerButton}>
          Refund
        </SubmitButton>
      </div>
    </Form>
  );
}

function Said({ outcome }: { outcome: Outcome | undefined }) {
  const ref = useFocusOnShow<HTMLParagraphElement>(outcome?.message);
  if (!outcome) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mb-4 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900"
    >
      {outcome.message}
    </p>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function OperatorOrder({ loaderData: { viewer, order, refundKey }, actionData }: Route.ComponentProps) {
  const failure = failureOf(actionData);
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8">
      <BackOfficeNav user={viewer} />
      <Link to={SITE_PATHS.operatorOrders()} className="font-semibold text-accent-700 underline">
        All orders
      </Link>
      <h1 className="mt-3 mb-4 text-3xl font-bold text-gray-900">Order of {order.buyer_name}</h1>
      <Said outcome={outcomeOf(actionData)} />
      {wantsConfirmation(failure) && <ConfirmIdentity failure={failure} />}
      <div className="flex flex-col gap-8">
        <Part id="order-facts" title="The order">
          <OrderFacts order={order} />
        </Part>
        <Part id="order-lines" title="Lines">
          <OrderLines lines={order.lines} />
        </Part>
        <Part id="order-documents" title="Invoice and credit notes">
          <OrderDocuments order={order} />
        </Part>
        <Part id="order-history" title="History">
          <OrderHistory order={order} />
        </Part>
        {order.status === 'paid' && (
          <Part id="order-refund" title="Refund">
            <RefundForm order={order} refundKey={refundKey} failure={failure} />
          </Part>
        )}
      </div>
    </div>
  );
}
