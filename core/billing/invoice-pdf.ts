// The invoice as a PDF (pdfkit, with its built-in Helvetica: no font files, no network):
// seller and buyer, number and dates, the lines with net, VAT and gross, and the totals.
import PDFDocument from 'pdfkit';
import { formatDate } from '#contract/dates.ts';
import { formatMoney } from '#contract/format.ts';
import { PAYMENT_MESSAGES } from '#contract/prices.ts';
import type { InvoiceParty } from '#db/schema/billing.ts';

export type InvoiceDocument = {
  /** 'Invoice', or 'Credit note' for a refund (with the invoice it refers to). */
  title?: string;
  reference?: string;
  number: string;
  issuedAt: Date;
  paidAt: Date;
  method: string;
  /** Paid through the test-mode gateway: marked on the page, since no real money moved. */
  testMode?: boolean;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: ReadonlyArray<{ name: string; quantity: number; gross: number; net: number; vat: number }>;
  totals: { gross: number; net: number; vat: number };
  vatRatePercent: number;
};

type Pdf = InstanceType<typeof PDFDocument>;

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `${invoice.title ?? 'Invoice'} ${invoice.number}${invoice.testMode ? ` (${PAYMENT_MESSAGES.testMode})` : ''}`,
      Author: invoice.seller.name,
      CreationDate: invoice.issuedAt,
    },
  });
  const done = collected(document);
  writeHeading(document, invoice);
  writeParty(document, 'From', invoice.seller, 50, 120);
  writeParty(document, 'To', invoice.buyer, 320, 120);
  writeLines(document, invoice);
  document.end();
  return done;
}

/** The document's bytes once it ends; listening starts before anything is written. */
function collected(document: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
}

/** Title on the left; number, dates and reference on the right; a test-mode payment marked in red. */
function writeHeading(document: Pdf, invoice: InvoiceDocument): void {
  document
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(invoice.title ?? 'Invoice', 50, 50);
  document.font('Helvetica').fontSize(10);
  document.text(`Number: ${invoice.number}`, 350, 50, { align: 'right' });
  document.text(`Date: ${formatDate(invoice.issuedAt, 'longDay')}`, { align: 'right' });
  document.text(`Paid: ${formatDate(invoice.paidAt, 'longDay')} (${invoice.method})`, { align: 'right' });
  if (invoice.reference) document.text(invoice.reference, { align: 'right' });
  if (invoice.testMode) {
    document.font('Helvetica-Bold').fontSize(12).fillColor('#b91c1c').text(PAYMENT_MESSAGES.testMode, 50, 78);
    document.fillColor('black').font('Helvetica').fontSize(10);
  }
}

function writeParty(document: Pdf, title: string, who: InvoiceParty, x: number, y: number): void {
  document.font('Helvetica-Bold').fontSize(10).text(title, x, y);
  document
    .font('Helvetica')
    .text([who.company, who.name, ...who.address].filter(Boolean).join('\n'), x, y + 14, { width: 230 });
  if (who.vatNumber) document.text(`VAT number: ${who.vatNumber}`, { width: 230 });
}

const COLUMNS = { item: 50, quantity: 290, net: 340, vat: 410, gross: 480 };

/** The table of lines: a bold header, a row per line, a rule, and the bold totals. */
function writeLines(document: Pdf, invoice: InvoiceDocument): void {
  let y = 240;
  const row = (cells: [string, string, string, string, string], bold = false) => {
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    document.text(cells[0], COLUMNS.item, y, { width: 230 });
    document.text(cells[1], COLUMNS.quantity, y, { width: 40, align: 'right' });
    document.text(cells[2], COLUMNS.net, y, { width: 60, align: 'right' });
    document.text(cells[3], COLUMNS.vat, y, { width: 60, align: 'right' });
    document.text(cells[4], COLUMNS.gross, y, { width: 65, align: 'right' });
    y += 20;
  };
  row(['Item', 'Qty', 'Net', `VAT ${invoice.vatRatePercent}%`, 'Total'], true);
  for (const line of invoice.lines) {
    row([line.name, String(line.quantity), formatMoney(line.net), formatMoney(line.vat), formatMoney(line.gross)]);
  }
  document.moveTo(50, y).lineTo(545, y).stroke();
  y += 8;
  row(
    ['Total', '', formatMoney(invoice.totals.net), formatMoney(invoice.totals.vat), formatMoney(invoice.totals.gross)],
    true,
  );
}
