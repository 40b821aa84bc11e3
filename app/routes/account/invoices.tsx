import { TestModeMark } from '#app/components/billing/test-mode-mark.tsx';
import { CardTable, Cell } from '#app/components/card-table.tsx';
import { getAppContext } from '#app/context.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { formatDate } from '#contract/dates.ts';
import { formatMoney } from '#contract/format.ts';
import { PAYMENT_MESSAGES } from '#contract/prices.ts';
import { listCreditNotes, listInvoices } from '#core/billing/invoices.ts';
import type { Route } from './+types/invoices.ts';

/** /invoices, the payment history: one invoice per payment, each a PDF download. */
export async function loader(args: Route.LoaderArgs) {
  const user = userOrRedirect(args, 'profile');
  const { db } = getAppContext(args.context);
  const [invoices, creditNotes] = await Promise.all([listInvoices(db, user), listCreditNotes(db, user)]);
  return { invoices, creditNotes };
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Payment history'), { name: 'robots', content: 'noindex' }];
}

type InvoiceList = Route.ComponentProps['loaderData']['invoices'];
type CreditNoteList = Route.ComponentProps['loaderData']['creditNotes'];

const INVOICE_COLUMNS = [
  { name: 'Invoice' },
  { name: 'Date' },
  { name: 'For' },
  { name: 'Net', right: true },
  { name: 'VAT', right: true },
  { name: 'Total', right: true },
  { name: 'Download', label: <span className="sr-only">Download</span> },
];

/** One invoice: its number (marked when paid in test mode), date, what for, the sums and its PDF. */
function InvoiceRow({ invoice }: { invoice: InvoiceList[number] }) {
  return (
    <tr className="border-t border-gray-200">
      <th scope="row" className="py-2 pr-4 font-medium text-gray-900">
        {invoice.number}
        {invoice.test_mode && (
          <span className="ml-2 whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
            {PAYMENT_MESSAGES.testMode}
          </span>
        )}
      </th>
      <Cell label="Date" className="text-gray-800">
        {formatDate(invoice.issued_at, 'day')}
      </Cell>
      <Cell label="For" className="text-gray-800">
        {invoice.description}
      </Cell>
      <Cell label="Net" className="text-right text-gray-800">
        {formatMoney(invoice.net)}
      </Cell>
      <Cell label="VAT" className="text-right text-gray-800">
        {formatMoney(invoice.vat)}
      </Cell>
      <Cell label="Total" className="text-right font-semibold text-gray-900">
        {formatMoney(invoice.gross)}
      </Cell>
      <td className="py-2">
        <a
          href={`/api/invoices/${invoice.id}/pdf`}
          download
          className="font-semibold text-accent-700 underline underline-offset-4"
        >
          PDF<span className="sr-only"> of invoice {invoice.number}</span>
        </a>
      </td>
    </tr>
  );
}

/** The refunds: each credit note, what it gave back for which invoice, and its PDF. */
function CreditNotes({ creditNotes }: { creditNotes: CreditNoteList }) {
  return (
    <section aria-labelledby="credit-notes" className="flex flex-col gap-3">
      <h2 id="credit-notes" className="text-xl font-bold text-gray-900">
        Refunds
      </h2>
      <ul className="flex flex-col gap-2">
        {creditNotes.map((note) => (
          <li key={note.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 border-t border-gray-200 pt-2">
            <span className="font-medium text-gray-900">{note.number}</span>
            <span className="text-gray-800">
              {formatDate(note.issued_at, 'day')}: {formatMoney(note.gross)} back for invoice {note.invoice_number}
              {note.reason ? ` (${note.reason})` : ''}
            </span>
            <a
              href={`/api/credit-notes/${note.id}/pdf`}
              download
              className="font-semibold text-accent-700 underline underline-offset-4"
            >
              PDF<span className="sr-only"> of credit note {note.number}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Invoices({ loaderData }: Route.ComponentProps) {
  const { invoices, creditNotes } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-gray-900">Payment history</h1>
      {invoices.some((invoice) => invoice.test_mode) && (
        <TestModeMark detail="Invoices marked so were paid through the built-in test gateway." />
      )}
      {invoices.length === 0 ? (
        <p className="text-gray-800">No payments yet. When you pay for an ad, its invoice appears here.</p>
      ) : (
        <CardTable caption="Your invoices, newest first" columns={INVOICE_COLUMNS} small="headings">
          {invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </CardTable>
      )}
      {creditNotes.length > 0 && <CreditNotes creditNotes={creditNotes} />}
    </div>
  );
}
