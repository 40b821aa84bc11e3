import { useEffect } from 'react';
import { data, useRevalidator } from 'react-router';
import { z } from 'zod';
import { TestModeMark } from '#app/components/billing/test-mode-mark.tsx';
import { primaryButton, secondaryButton } from '#app/components/forms/form-styles.ts';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { getAppContext } from '#app/context.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { formatMoney } from '#contract/format.ts';
import { getOrder } from '#core/billing/orders.ts';
import { HttpError } from '#core/errors.ts';
import type { Route } from './+types/payment-result.ts';

/** Where a gateway sends the payer back: it shows the order's status and never changes it. */
export async function loader(args: Route.LoaderArgs) {
  const user = userOrRedirect(args);
  const { db } = getAppContext(args.context);
  const id = args.url.searchParams.get('order') ?? '';
  if (!z.uuid().safeParse(id).success) throw data('Not found', { status: 404 });
  try {
    const order = await getOrder(db, user, id);
    return { order, slug: order.offer_slug };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  }
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Payment'), { name: 'robots', content: 'noindex' }];
}

export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  const { order, slug } = loaderData;
  const revalidator = useRevalidator();
  // A gateway's confirmation can arrive a moment after the payer: look again until it does.
  useEffect(() => {
    if (order.status !== 'pending') return;
    const timer = window.setTimeout(() => void revalidator.revalidate(), 2000);
    return () => window.clearTimeout(timer);
  }, [order.status, revalidator]);

  const refunding = order.refund_reason !== null;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-3xl font-bold text-gray-900">Payment</h1>
      {order.test_mode && <TestModeMark detail="This order went through the built-in test gateway." />}
      <OrderStatusMessages order={order} refunding={refunding} />
      <OrderNextSteps order={order} slug={slug} refunding={refunding} />
    </div>
  );
}

type Order = Route.ComponentProps['loaderData']['order'];

/** What became of the payment, in words: a refund under way or done wins over "paid"; failures are alerts. */
function OrderStatusMessages({ order, refunding }: { order: Order; refunding: boolean }) {
  return (
    <>
      {order.status === 'paid' && !refunding && (
        <p role="status" className="text-lg font-semibold text-emerald-800">
          Payment of {formatMoney(order.gross)} received. Your ad has its package and extras.
        </p>
      )}
      {refunding && (
        <p role="alert" className="text-lg font-semibold text-red-800">
          {order.status === 'refunded'
            ? `Your payment of ${formatMoney(order.gross)} has been refunded`
            : `Your payment of ${formatMoney(order.gross)} arrived, but we could not use it, so we are refunding it`}
          : {order.refund_reason}. The credit note is in your payment history.
        </p>
      )}
      {order.status === 'refunded' && !refunding && (
        <p role="status" className="text-lg font-semibold text-gray-900">
          This payment of {formatMoney(order.gross)} has been refunded. The credit note is in your payment history.
        </p>
      )}
      {order.status === 'pending' && (
        <p role="status" className="text-lg font-semibold text-gray-900">
          Waiting for the confirmation of your payment…
        </p>
      )}
      {(order.status === 'failed' || order.status === 'expired') && (
        <p role="alert" className="text-lg font-semibold text-red-800">
          {order.failure_reason ?? 'The payment did not go through.'} Nothing was charged for this order.
        </p>
      )}
    </>
  );
}

/** Where to go next for this outcome (pay again, see the ad, the payment history), and always back to My Ads. */
function OrderNextSteps({ order, slug, refunding }: { order: Order; slug: Order['offer_slug']; refunding: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      {slug && (order.status === 'failed' || order.status === 'expired') && (
        <PrefetchLink to={`/my-offers/pay/${slug}`} className={primaryButton}>
          Try again
        </PrefetchLink>
      )}
      {slug && order.status === 'paid' && !refunding && (
        <PrefetchLink to={`/offers/${slug}`} className={primaryButton}>
          View your ad
        </PrefetchLink>
      )}
      {(refunding || order.status === 'refunded') && (
        <PrefetchLink to="/invoices" className={primaryButton}>
          Payment history
        </PrefetchLink>
      )}
      <PrefetchLink to="/my-offers" className={secondaryButton}>
        My Ads
      </PrefetchLink>
    </div>
  );
}
