import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../errors.js';
import { booleanCell, listCell, parseImportCsv } from './import-csv.js';
import { planImport } from './import-plan.js';
import { defaultFailedPath, failedRowsCsv, importSummary } from './import-run.js';

describe('parseImportCsv', () => {
  it('reads the known columns by header (any case), numbers rows by line and keeps the raw cells', async () => {
    const csv = await parseImportCsv('\ufeffUserName , First_Name,id,reason\nana,"Ana, M",4,old\n\nbo,Bo\n');
    expect(csv.header).toEqual(['username', 'first_name', 'id', 'reason']);
    expect(csv.rows).toEqual([
      {
        row: 2,
        cells: { username: 'ana', first_name: 'Ana, M' },
        raw: { username: 'ana', first_name: 'Ana, M', id: '4', reason: 'old' },
      },
      {
        row: 4,
        cells: { username: 'bo', first_name: 'Bo' },
        raw: { username: 'bo', first_name: 'Bo', id: '', reason: '' },
      },
    ]);
  });

  it('refuses unknown columns, no username column, no rows and broken CSV (usage errors)', async () => {
    await expect(parseImportCsv('username,frist_name\na,b\n')).rejects.toThrow(
      /unknown column\(s\): frist_name/,
    );
    await expect(parseImportCsv('first_name\na\n')).rejects.toThrow(/needs a username column/);
    await expect(parseImportCsv('username\n')).rejects.toThrow(/no rows/);
    await expect(parseImportCsv('username\n"a\n')).rejects.toBeInstanceOf(UsageError);
  });

  it('reads list and yes/no cells', () => {
    expect(listCell(' ana; ;bo ;')).toEqual(['ana', 'bo']);
    expect([booleanCell('Yes'), booleanCell('0'), booleanCell(' '), booleanCell('maybe')]).toEqual([
      true,
      false,
      undefined,
      null,
    ]);
  });
});

describe('the failed rows file and the summary', () => {
  it('writes the failed rows as read with a reason column, and they parse back', async () => {
    const csv = await parseImportCsv('username,first_name,reason\nana,Ana,\nbo,"B, o",earlier\n');
    const plan = planImport(
      csv.rows,
      { users: new Map(), groups: [] },
      {
        create: { safeParse: (input) => ({ success: true, data: input as never }) },
        update: { safeParse: (input) => ({ success: true, data: input as never }) },
        messages: { familySelf: '', managerSelf: '', familyTooMany: '' },
        familyLimit: 20,
      },
    );
    const text = failedRowsCsv(csv.header, plan, [
      { row: 2, username: 'ana', user_id: 3, result: 'created', changes: [] },
      { row: 3, username: 'bo', user_id: null, result: 'failed', changes: [], reason: 'state: "XX" is bad' },
    ]);
    expect(text).toBe('username,first_name,reason\nbo,"B, o","state: ""XX"" is bad"\n');
    expect((await parseImportCsv(text)).rows[0]?.cells).toEqual({ username: 'bo', first_name: 'B, o' });
  });

  it('counts every row once in one line', () => {
    const rows = [
      { row: 2, username: 'a', user_id: 1, result: 'created' as const, changes: [] },
      { row: 3, username: 'b', user_id: 2, result: 'updated' as const, changes: ['email'] },
      { row: 4, username: 'c', user_id: 3, result: 'unchanged' as const, changes: [] },
      { row: 5, username: 'd', user_id: null, result: 'failed' as const, changes: [], reason: 'x' },
    ];
    expect(importSummary(rows, false)).toBe('created 1, updated 1, unchanged 1, failed 1');
    expect(importSummary([{ ...rows[0], result: 'would create' } as never], true)).toBe(
      'would create 1, would update 0, unchanged 0, would fail 0',
    );
  });

  it('puts the failed rows next to the input', () => {
    expect(defaultFailedPath('/tmp/people.csv')).toBe('/tmp/people.failed.csv');
    expect(defaultFailedPath('people')).toBe('people.failed.csv');
    expect(defaultFailedPath('-')).toBe('users-import.failed.csv');
  });
});
