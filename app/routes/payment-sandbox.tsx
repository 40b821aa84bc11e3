import { useState } from 'react';
import { data, useNavigate } from 'react-router';
import { TestModeMark } from '#app/components/billing/test-mode-mark.tsx';
import { dangerButton, primaryButton } from '#app/components/forms/form-styles.ts';
import { Spinner } from '#app/components/forms/submit-button.tsx';
import { useToast } from '#app/components/toast/toast-context.ts';
import { getAppContext } from '#app/context.ts';
import { useApi } from '#app/hooks/use-api.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { formatMoney } from '#contract/format.ts';
import { getOrder, getOrderLines } from '#core/billing/orders.ts';
import { HttpError } from '#core/errors.ts';
import type { Route } from './+types/payment-sandbox.ts';

/**
 * The sandbox gateway's pay page (test mode). Its buttons ask the server to send the
 * signed notification a real gateway would; nothing is paid by visiting it.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = userOrRedirect(args);
  const { db } = getAppContext(args.context);
  try {
    const order = await getOrder(db, user, args.params.id);
    // Only the sandbox's own orders are paid here.
    if (!order.test_mode) throw data('Not found', { status: 404 });
    return { order, lines: await getOrderLines(db, user, order.id) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  }
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Test payment'), { name: 'robots', content: 'noindex' }];
}

type Outcome = 'paid' | 'declined';

/**
 * Asks the server to settle the order as the gateway would (`finish`), then shows where the
 * order stands. `busy`: the outcome being sent; a second press meanwhile does nothing.
 */
function useSandboxPayment(orderId: string) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Outcome | null>(null);
  const finish = async (outcome: Outcome) => {
    if (busy) return;
    setBusy(outcome);
    const result = await api(`/api/payments/sandbox/${orderId}`, {
      method: 'POST',
      json: { outcome },
      handled: [403, 409],
    });
    if (!result.ok) {
      setBusy(null);
      toast.error(result.error.message ?? 'Please try again.');
      return;
    }
    navigate(`/my-offers/payment?order=${orderId}`);
  };
  return { busy, finish };
}

type Lines = Route.ComponentProps['loaderData']['lines'];

/** What the order is for: each line with its quantity, when more than one, and its price. */
function OrderLines({ lines }: { lines: Lines }) {
  return (
    <ul className="mt-4 flex flex-col gap-1 text-gray-800">
      {lines.map((line) => (
        <li key={line.code} className="flex justify-between gap-4">
          <span>
            {line.name}
            {line.quantity > 1 ? ` × ${line.quantity}` : ''}
          </span>
          <span>{formatMoney(line.gross)}</span>
        </li>
      ))}
    </ul>
  );
}

type OutcomeButtonProps = {
  outcome: Outcome;
  className: string;
  busy: Outcome | null;
  onFinish: (outcome: Outcome) => void;
  children: string;
};

/**
 * The button that settles the order with `outcome`. The page is reached by a full load (as
 * a gateway's would be): until it is hydrated a click would do nothing, so the button stays
 * disabled until it works.
 */
function OutcomeButton({ outcome, className, busy, onFinish, children }: OutcomeButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={className}
      disabled={!hydrated}
      aria-disabled={busy !== null || undefined}
      onClick={() => onFinish(outcome)}
    >
      {busy === outcome && <Spinner />}
      {children}
    </button>
  );
}

export default function PaymentSandbox({ loaderData }: Route.ComponentProps) {
  const { order, lines } = loaderData;
  const { busy, finish } = useSandboxPayment(order.id);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <TestModeMark detail="This page stands in for a payment provider: Pay takes nothing from any card." />
      <h1 className="mt-6 text-3xl font-bold text-gray-900">Pay {formatMoney(order.gross)}</h1>
      <OrderLines lines={lines} />
      {order.status === 'pending' ? (
        <div className="mt-6 flex flex-wrap gap-3">
          <OutcomeButton outcome="paid" className={primaryButton} busy={busy} onFinish={finish}>
            Pay
          </OutcomeButton>
          <OutcomeButton outcome="declined" className={dangerButton} busy={busy} onFinish={finish}>
            Decline
          </OutcomeButton>
        </div>
      ) : (
        <p className="mt-6 font-semibold text-gray-900">
          This order is {order.status}.{' '}
          <a href={`/my-offers/payment?order=${order.id}`} className="text-accent-700 underline underline-offset-4">
            See where it stands
          </a>
        </p>
      )}
    </div>
  );
}
