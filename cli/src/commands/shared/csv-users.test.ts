import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parseUserCsv } from './csv-users.js';

describe('parseUserCsv', () => {
  it('reads a username or user_id column (a user_id wins), numbering rows by line', async () => {
    const rows = await parseUserCsv('\uFEFFUsername, User_ID ,note\nana,,x\n\nbo,12,y\n,,\n');
    expect(rows).toEqual([
      { row: 2, ref: { kind: 'username', username: 'ana', text: 'ana' } },
      { row: 4, ref: { kind: 'id', id: 12, text: '12' } },
      { row: 5, ref: null },
    ]);
  });

  it('keeps a role cell', async () => {
    const rows = await parseUserCsv('id,role\n7,admin\n8,\n');
    expect(rows.map((row) => row.role)).toEqual(['admin', undefined]);
  });

  it('refuses a file without a user column, without rows, or that is not CSV (exit 2)', async () => {
    await expect(parseUserCsv('name\nana\n')).rejects.toThrow(
      /needs a username or user_id column; its header has: name/,
    );
    await expect(parseUserCsv('username\n')).rejects.toThrow(/no rows/);
    await expect(parseUserCsv('username\n"ana\n')).rejects.toBeInstanceOf(UsageError);
  });
});
