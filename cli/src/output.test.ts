import { describe, expect, it } from 'vitest';
import { printFields, printJson, printTable } from './output.js';
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
});
