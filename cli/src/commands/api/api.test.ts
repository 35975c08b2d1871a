import type { Group } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import { signIn } from '../shared/sign-in.test-support.js';
import { parse } from './api.js';
import { apiRequestUrl, fieldsObject, fieldsQuery, splitField } from './fields.js';

describe('campus api parsing', () => {
  it('takes a method, a path, fields, headers and --input', () => {
    const options = parse([
      'post',
      '/groups',
      '-f',
      'name=Chess',
      '-F',
      'max=3',
      '-H',
      'X-Test: 1',
      '--input',
      '-',
    ]);
    expect(options).toMatchObject({
      method: 'POST',
      path: '/groups',
      fields: [
        { key: 'name', value: 'Chess', typed: false },
        { key: 'max', value: '3', typed: true },
      ],
      headers: [['X-Test', '1']],
      input: '-',
    });
  });

  it.each([
    [['FETCH', '/groups']],
    [['GET']],
    [['GET', '/x', '-f', 'novalue']],
    [['GET', '/x', '-H', 'bad']],
  ])('refuses %j (exit 2)', (argv) => {
    expect(() => parse(argv)).toThrow(UsageError);
  });

  it('types -F values, builds lists from key[]=, and puts GET fields in the query', () => {
    const body = fieldsObject(
      [
        splitField('a=1', true),
        splitField('b=true', true),
        splitField('c=null', true),
        splitField('d=007', true),
        splitField('e=1', false),
        splitField('ids[]=3', true),
        splitField('ids[]=4', true),
        splitField('f=@notes.txt', true),
      ],
      (path) => `text of ${path}`,
    );
    expect(body).toEqual({ a: 1, b: true, c: null, d: '007', e: '1', ids: [3, 4], f: 'text of notes.txt' });
    expect(fieldsQuery({ search: 'a b', ids: [1, 2] })).toBe('?search=a+b&ids=1&ids=2');
    expect(fieldsQuery({})).toBe('');
  });

  it('resolves the path under the API URL and never sends the token to another host', () => {
    expect(apiRequestUrl('http://h:8080/api', '/groups')).toBe('http://h:8080/api/groups');
    expect(apiRequestUrl('http://h:8080/api', 'groups/3')).toBe('http://h:8080/api/groups/3');
    expect(apiRequestUrl('http://h:8080/api/', '/api/groups')).toBe('http://h:8080/api/groups');
    expect(() => apiRequestUrl('http://h:8080/api', 'https://evil.example/x')).toThrow(UsageError);
  });
});

describe('campus api against the server', () => {
  const t = cliServerForFile();
  const { cli } = t;

  it('GETs with the stored sign-in and filters with --jq', async () => {
    await signIn(t, 'admin');
    const result = await cli([
      'api',
      'GET',
      '/admin/users',
      '-f',
      'search=student',
      '--jq',
      '.data.data[].username',
    ]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout.split('\n')).toContain('student');
    const whole = await cli(['api', 'get', 'groups']);
    expect(whole.exitCode).toBe(0);
    expect(Array.isArray(JSON.parse(whole.stdout).data ?? JSON.parse(whole.stdout))).toBe(true);
  });

  it('POSTs fields as a JSON body and a body from stdin with --input -', async () => {
    await signIn(t, 'admin');
    const made = await cli([
      'api',
      'POST',
      '/groups',
      '-f',
      'name=Api Club',
      '-f',
      'description=From the api',
    ]);
    expect(made.exitCode, made.stderr).toBe(0);
    const group = JSON.parse(made.stdout) as { data: Group };
    expect(group.data).toMatchObject({ name: 'Api Club', description: 'From the api' });
    const edited = await cli(
      ['api', 'PUT', `/groups/${group.data.id}`, '--input', '-', '--jq', '.data.name'],
      {
        stdin: JSON.stringify({ name: 'Api Club 2', description: null }),
      },
    );
    expect(edited.exitCode, edited.stderr).toBe(0);
    expect(edited.stdout).toBe('Api Club 2\n');
  });

  it('prints the error body and exits 1 on a refusal, 4 without a sign-in', async () => {
    await signIn(t, 'student');
    const refused = await cli(['api', 'POST', '/groups', '-f', 'name=Nope']);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('answered HTTP 403');
    expect(JSON.parse(refused.stdout)).toHaveProperty('message');
    const invalid = await cli(['api', 'GET', '/groups/999999']);
    expect(invalid.exitCode).toBe(1);

    const guest = await cli(['api', 'GET', '/groups', '--profile', 'nobody', '--api-url', t.server.apiUrl]);
    expect(guest.exitCode).toBe(4);
    expect(guest.stderr).toContain('campus auth login');
  });
});
