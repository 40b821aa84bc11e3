// The parts of an order's file in the finance back office: its facts, its lines with
// VAT, its documents (PDF downloads), and what happened to it (gateway events, refunds).
import { type CardColumn, CardTable, Cell } from '#app/components/card-table.tsx';
import { formatDate } from '#contract/dates.ts';
import { formatMoney } from '#contract/format.ts';
import type { OrderFile } from '#contract/operator-orders.ts';

const REFUND_WORDS = { none: 'Nothing refunded', partly: 'Partly refunded', fully: 'Refunded in full' } as const;

export function OrderFacts({ order }: { order: OrderFile }) {
  const party = order.invoice_buyer;
  const facts: Array<[string, string]> = [
    ['Buyer', `${order.buyer_name} <${order.buyer_email}>`],
    ['Invoiced to', party ? [party.name, party.company, ...party.address].filter(Boolean).join(', ') : 'The account'],
    ['What for', order.offer ? `${order.purpose}: ${order.offer.title}` : order.purpose],
    ['Status', `${order.status} (${REFUND_WORDS[order.refund_state]})`],
    ['Gateway', order.gateway],
    ['Ordered', formatDate(order.created_at, 'moment')],
    ['Paid', order.paid_at ? formatDate(order.paid_at, 'moment') : '—'],
    [
      'Total',
      `${formatMoney(order.gross)} (net ${formatMoney(order.net)}, VAT ${formatMoney(order.vat)} at ${order.vat_rate_bp / 100}%)`,
    ],
    ['Refunded', formatMoney(order.refunded_gross)],
    ['Still refundable', formatMoney(order.refundable)],
  ];
  if (order.failure_reason) facts.push(['Failed because', order.failure_reason]);
  if (order.refund_reason) facts.push(['Due back because', order.refund_reason]);
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-gray-900">{term}</dt>
          <dd className="text-gray-800 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const LINE_COLUMNS: CardColumn[] = [
  { name: 'Item' },
  { name: 'Quantity' },
  { name: 'Net' },
  { name: 'VAT' },
  { name: 'Gross' },
];

export function OrderLines({ lines }: { lines: OrderFile['lines'] }) {
  return (
    <CardTable caption="Lines of the order" columns={LINE_COLUMNS} small="table">
      {lines.map((line) => (
        <tr key={line.code} className="border-t border-gray-200">
          <Cell label="Item">{line.name}</Cell>
          <Cell label="Quantity">{line.quantity}</Cell>
          <Cell label="Net">{formatMoney(line.net)}</Cell>
          <Cell label="VAT">{formatMoney(line.vat)}</Cell>
          <Cell label="Gross" last>
            {formatMoney(line.gross)}
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}

const DOCUMENT_COLUMNS: CardColumn[] = [
  { name: 'Document' },
  { name: 'Issued' },
  { name: 'Amounts' },
  { name: 'Reason' },
];

type Document = {
  id: string;
  number: string;
  issued_at: string;
  gross: number;
  net: number;
  vat: number;
  reason?: string;
};

function DocumentRow({ document, href, kind }: { document: Document; href: string; kind: string }) {
  return (
    <tr className="border-t border-gray-200">
      <Cell label="Document">
        <a href={href} className="font-semibold text-accent-700 underline" download>
          {kind} {document.number} (PDF)
        </a>
      </Cell>
      <Cell label="Issued">{formatDate(document.issued_at, 'moment')}</Cell>
      <Cell label="Amounts">
        {formatMoney(document.gross)} (net {formatMoney(document.net)}, VAT {formatMoney(document.vat)})
      </Cell>
      <Cell label="Reason" last>
        {document.reason ?? ''}
      </Cell>
    </tr>
  );
}

export function OrderDocuments({ order }: { order: OrderFile }) {
  if (!order.invoice) return <p className="text-gray-800">No invoice: the order was not paid.</p>;
  return (
    <CardTable caption="Invoice and credit notes" columns={DOCUMENT_COLUMNS} small="table">
      <DocumentRow document={order.invoice} href={`/api/invoices/${order.invoice.id}/pdf`} kind="Invoice" />
      {order.credit_notes.map((note) => (
        <DocumentRow key={note.id} document={note} href={`/api/credit-notes/${note.id}/pdf`} kind="Credit note" />
      ))}
    </CardTable>
  );
}

/** The gateway's notifications and the refunds, oldest first, as one history. */
export function OrderHistory({ order }: { order: OrderFile }) {
  const entries = [
    { at: order.created_at, text: `Ordered through ${order.gateway}` },
    ...order.events.map((event) => ({
      at: event.received_at,
      text: `Gateway said: ${event.outcome} (${event.event_id})`,
    })),
    ...order.refunds.map((refund) => ({
      at: refund.created_at,
      text: `Refund of ${formatMoney(refund.amount)} ${refund.state === 'done' ? 'made' : 'under way'}, by ${refund.requested_by ?? 'the site (automatic)'}: ${refund.reason}`,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="flex list-decimal flex-col gap-1 pl-6 text-gray-800">
      {entries.map((entry) => (
        <li key={`${entry.at}-${entry.text}`}>
          <span className="font-semibold text-gray-900">{formatDate(entry.at, 'moment')}</span>: {entry.text}
        </li>
      ))}
    </ol>
  );
}
