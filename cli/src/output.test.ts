import { describe, expect, it } from 'vitest';
import { UsageError } from './errors.js';
import { printFields, printJson, printTable, selectFields } from './output.js';
import { testIO } from './testing/test-io.js';

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('output', () => {
  it('aligns fields on a terminal and tab-separates them when piped', async () => {
    const tty = testIO({ tty: true });
    printFields(tty.io, [
      ['Username', 'admin'],
      ['Admin', 'yes'],
    ]);
    const piped = testIO();
    printFields(piped.io, [['Username', 'admin']]);
    await flush();
    expect(tty.stdout()).toBe('Username:  admin\nAdmin:     yes\n');
    expect(piped.stdout()).toBe('Username\tadmin\n');
  });

  it('prints a table with a header on a terminal, rows only when piped', async () => {
    const rows = [
      ['1', 'Grade 8 Science'],
      ['12', 'Art'],
    ];
    const tty = testIO({ tty: true });
    printTable(tty.io, ['id', 'name'], rows);
    const piped = testIO();
    printTable(piped.io, ['id', 'name'], rows);
    await flush();
    expect(tty.stdout()).toBe('ID  NAME\n1   Grade 8 Science\n12  Art\n');
    expect(piped.stdout()).toBe('1\tGrade 8 Science\n12\tArt\n');
  });

  it('writes JSON to stdout only', async () => {
    const out = testIO();
    printJson(out.io, { username: 'student' });
    await flush();
    expect(JSON.parse(out.stdout())).toEqual({ username: 'student' });
    expect(out.stderr()).toBe('');
  });

  it('keeps only the asked fields, in the asked order, of each record or of the one record', () => {
    const rows = [
      { id: 1, name: 'a', extra: true },
      { id: 2, extra: false },
    ];
    expect(selectFields(rows, ['name', 'id'])).toEqual([
      { name: 'a', id: 1 },
      { name: null, id: 2 },
    ]);
    expect(selectFields({ id: 1, name: 'a' }, ['id'])).toEqual({ id: 1 });
    expect(selectFields(rows, undefined)).toBe(rows);
  });

  it('runs --jq over the selected JSON: strings raw, other values as JSON', async () => {
    const out = testIO();
    const users = [
      { id: 1, username: 'ana' },
      { id: 2, username: 'bo' },
    ];
    await printJson(out.io, users, { jq: '.[].username' });
    await printJson(out.io, users, { jsonFields: ['id'], jq: '.[0]' });
    await printJson(out.io, users, { jq: 'map(.id) | add' });
    await flush();
    expect(out.stdout()).toBe('ana\nbo\n{\n  "id": 1\n}\n3\n');
  });

  it('refuses a --jq expression that does not compile as a usage error', async () => {
    await expect(printJson(testIO().io, {}, { jq: '.[[[' })).rejects.toThrow(UsageError);
    await expect(printJson(testIO().io, {}, { jq: '.a.b.c | error("boom")' })).rejects.toThrow(/boom/);
  });
});
