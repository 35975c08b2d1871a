import { describe, expect, it } from 'vitest';
import { parseUserCsv } from './csv-users.js';
import { failedCsv } from './failed-csv.js';

describe('failedCsv', () => {
  it('holds only the failed rows (not the unchanged ones), and --csv reads it back to the same users', async () => {
    const text = failedCsv([
      { row: 2, user: 'ana', user_id: 4, result: 'enrolled', ok: true },
      { row: 3, user: 'bo', user_id: 5, result: 'failed', ok: false, message: 'Full, "yes"' },
      { row: 6, user: 'cy', user_id: 6, result: 'unchanged', ok: true, reason: 'already enrolled' },
      { row: 4, user: 'ghost', user_id: null, result: 'failed', ok: false, message: 'unknown' },
      { row: 5, user: '12', user_id: 12, result: 'failed', ok: false },
    ]);
    expect(text).toBe(
      'username,user_id,row,error\nbo,5,3,"Full, ""yes"""\nghost,,4,unknown\n12,12,5,failed\n',
    );
    const rows = await parseUserCsv(text);
    expect(rows.map((row) => row.ref)).toEqual([
      { kind: 'id', id: 5, text: '5' },
      { kind: 'username', username: 'ghost', text: 'ghost' },
      { kind: 'id', id: 12, text: '12' },
    ]);
  });
});
