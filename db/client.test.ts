// The database handle on either engine: a statement the database refuses (a unique
// violation, a division by zero, a value of the wrong type) fails that statement only;
// the next one, from any request, runs. node-postgres's pool drops the connection of a
// failed query and opens another, so the embedded server must accept the new one while
// the old one is still closing.
import { describe, expect, it } from 'vitest';
import { testDatabaseForFile } from '#tests/setup/database.ts';

const database = testDatabaseForFile();

describe('a refused statement', () => {
  it('does not fail the statements after it', async () => {
    const refused: [string, unknown[]][] = [
      ['select 1 / $1::int', [0]],
      ['select $1::int', ['not a number']],
      ['select $1::text', ['nul \u0000 byte']],
      ['select 1 / 0', []],
    ];
    for (const [statement, values] of refused) {
      await expect(database.pool.query(statement, values), statement).rejects.toThrow();
      const next = await database.pool.query('select $1::int as answer', [42]);
      expect(next.rows, `after ${statement}`).toEqual([{ answer: 42 }]);
    }
  });
});
