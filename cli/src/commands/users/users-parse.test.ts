import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse as parseCreate } from './create.js';
import { parse as parseFamily } from './family.js';
import { parse as parseImport } from './import.js';
import { parse as parseList } from './list.js';
import { parseGrant } from './permissions.js';
import { parse as parseSetManager } from './set-manager.js';
import { parse as parseUpdate } from './update.js';

describe('users verbs parse', () => {
  it('list: filters, page or all, json or csv', () => {
    expect(
      parseList(['--org', '2', '--grade', '8', '--students', '--search', ' smi ', '--page', '3']),
    ).toMatchObject({
      page: 3,
      all: false,
      request: { organization_id: 2, school_grade: '8', is_student: true, search: 'smi' },
    });
    expect(() => parseList(['--csv', '--json'])).toThrow(UsageError);
    expect(() => parseList(['--page', '0'])).toThrow(/--page/);
    expect(() => parseList(['--all', '--page', '2'])).toThrow(/not both/);
  });

  it('create and update: the form flags; update needs one', () => {
    expect(
      parseCreate([
        '--username',
        'ana',
        '--first-name',
        'Ana',
        '--state',
        'ca',
        '--student',
        '--org',
        '1',
        '--password-stdin',
      ]),
    ).toMatchObject({
      fields: { username: 'ana', first_name: 'Ana', state: 'CA', is_student: true, organization_id: 1 },
      passwordStdin: true,
    });
    expect(parseUpdate(['12', '--no-student', '--email', '']).fields).toEqual({
      is_student: false,
      email: '',
    });
    expect(() => parseUpdate(['12'])).toThrow(/Nothing to change/);
    expect(() => parseCreate(['--org', 'x'])).toThrow(/--org/);
  });

  it('import: a file, dry run unless --run, --failed', () => {
    expect(parseImport(['people.csv'])).toMatchObject({ file: 'people.csv', run: false, failed: null });
    expect(parseImport(['-', '--run', '--failed', 'bad.csv'])).toMatchObject({
      file: '-',
      run: true,
      failed: 'bad.csv',
    });
    expect(() => parseImport(['a.csv', '--failed', '-'])).toThrow(UsageError);
  });

  it('grant, set-manager and family', () => {
    expect(parseGrant(['12', 'create_event', 'view_user,edit_user']).keys).toEqual([
      'create_event',
      'view_user',
      'edit_user',
    ]);
    expect(parseSetManager(['ana', 'boss'])).toMatchObject({ user: 'ana', manager: 'boss' });
    expect(parseSetManager(['ana', '--remove']).manager).toBeNull();
    expect(() => parseSetManager(['ana'])).toThrow(/--remove/);
    expect(() => parseSetManager(['ana', 'boss', '--remove'])).toThrow(/not both/);
    expect(parseFamily(['12', '--parent', 'mom,dad', '--child', '40'])).toMatchObject({
      parents: ['mom', 'dad'],
      children: ['40'],
    });
    expect(() => parseFamily(['12'])).toThrow(/--parent/);
  });
});
