import { PAYMENT_MESSAGES } from '#contract/prices.ts';

/**
 * The mark of the test-mode gateway on every page that takes or shows a payment made
 * through it: nothing there costs real money, and the page must say so plainly.
 */
export function TestModeMark({ detail }: { detail?: string }) {
  return (
    <p
      role="note"
      className="rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-3 font-bold text-amber-900"
    >
      {PAYMENT_MESSAGES.testMode}
      {detail ? <span className="font-normal">. {detail}</span> : '.'}
    </p>
  );
}
