import { useSiteData } from '#app/hooks/use-site-data.ts';
import { can } from '#contract/permissions.ts';
import { OPERATOR_PAYMENT_NOTICES } from '#contract/prices.ts';

/**
 * For operators only: what this site takes payments through, and what to set when that
 * is nothing (a site without a gateway sells nothing and posts ads free) or only the
 * test-mode sandbox. Nobody else sees it.
 */
export function PaymentsNotice() {
  const { user, paymentGateway } = useSiteData();
  if (!can(user, 'prices.manage') || paymentGateway === 'stripe') return null;
  const notice = paymentGateway === 'sandbox' ? OPERATOR_PAYMENT_NOTICES.sandbox : OPERATOR_PAYMENT_NOTICES.none;
  return (
    <section
      aria-label="Payments on this site"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-gray-900"
    >
      <p className="font-semibold">{notice.title}</p>
      <p className="mt-1 text-sm">{notice.text}</p>
    </section>
  );
}
