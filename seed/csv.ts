// The committed seed CSV files: a header line, then one record a line; a field that
// holds a comma is double-quoted ("Douglas, Braddan"). Nothing more of CSV is needed.
import { readFile } from 'node:fs/promises';

/** The records of a seed CSV file as objects keyed by the header; throws when the header differs. */
export async function readSeedCsv<K extends string>(file: URL, columns: readonly K[]): Promise<Record<K, string>[]> {
  const [header = '', ...lines] = (await readFile(file, 'utf8')).split(/\r?\n/).filter((line) => line.trim() !== '');
  if (header !== columns.join(',')) throw new Error(`${file.pathname}: expected the columns ${columns.join(',')}`);
  return lines.map((line, index) => {
    const fields = splitLine(line);
    if (fields.length !== columns.length) throw new Error(`${file.pathname}:${index + 2}: ${fields.length} fields`);
    return Object.fromEntries(columns.map((column, at) => [column, fields[at] ?? ''])) as Record<K, string>;
  });
}

function splitLine(line: string): string[] {
  const fields: string[] = [];
  for (const match of line.matchAll(/(?:^|,)(?:"([^"]*)"|([^,]*))/g)) fields.push(match[1] ?? match[2] ?? '');
  return fields;
}
