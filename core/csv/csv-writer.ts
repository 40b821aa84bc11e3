// The one CSV writer of the site: every CSV we produce (import templates, reports of
// rejected rows) is written here. People open these files in spreadsheets, which run a
// cell starting with =, +, -, @, a tab or a carriage return as a formula: such a cell
// could fetch a web address with the sheet's data or start a program. Following OWASP's
// advice on CSV injection, those cells get a leading single quote, which spreadsheets
// show as plain text. A plain number (a negative longitude, say) is no formula and is
// left as it is, so the template still parses back to the same values.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** Separators of either locale (comma or semicolon), quotes and line breaks force quoting. */
const NEEDS_QUOTES = /[",;\r\n\t]/;

/** One cell: neutralised when a spreadsheet would run it, quoted when it has to be. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as a CSV document: CRLF line ends (RFC 4180) and a final line break. */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
