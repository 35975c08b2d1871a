import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './login.js';

describe('auth login parse', () => {
  it('reads --username and --password-stdin for scripts', () => {
    expect(parse(['--username', 'student', '--password-stdin'])).toEqual({
      globals: { apiUrl: undefined, json: false, profile: 'default' },
      username: 'student',
      passwordStdin: true,
    });
  });

  it('takes no flags on a terminal (it prompts later)', () => {
    expect(parse([])).toMatchObject({ username: undefined, passwordStdin: false });
  });

  it('accepts -u and the global flags after the verb', () => {
    expect(
      parse(['-u', 'admin', '--api-url', 'http://example.test:9000/api/', '--profile', 'work', '--json']),
    ).toEqual({
      globals: { apiUrl: 'http://example.test:9000/api', json: true, profile: 'work' },
      username: 'admin',
      passwordStdin: false,
    });
  });

  it('refuses --password-stdin without --username', () => {
    expect(() => parse(['--password-stdin'])).toThrow(UsageError);
    expect(() => parse(['--password-stdin'])).toThrow(/needs --username/);
  });

  it('refuses an empty username, an unknown flag and a password flag', () => {
    expect(() => parse(['--username', '  '])).toThrow(/must not be empty/);
    expect(() => parse(['--password', 'campus123'])).toThrow(UsageError);
  });

  it('reads a bare origin as its API at /api (the server serves both on one port)', () => {
    expect(parse(['--api-url', 'http://localhost:8095']).globals.apiUrl).toBe('http://localhost:8095/api');
    expect(parse(['--api-url', 'https://campus.example/']).globals.apiUrl).toBe('https://campus.example/api');
    expect(parse(['--api-url', 'http://host:1/campus/api/']).globals.apiUrl).toBe('http://host:1/campus/api');
  });

  it('refuses a bad --api-url and a bad profile name', () => {
    expect(() => parse(['--api-url', 'localhost:8080'])).toThrow(/must start with http/);
    expect(() => parse(['--api-url', 'not a url'])).toThrow(/Invalid --api-url/);
    expect(() => parse(['--profile', 'a.b'])).toThrow(/Invalid profile name/);
  });
});
