import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './inbox.js';
import { parse as parseSent } from './sent.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('messages inbox and sent parse', () => {
  it('takes --unread and --page', () => {
    expect(parse([])).toEqual({ globals, unread: false, page: 1 });
    expect(parse(['--unread', '--page', '3'])).toEqual({ globals, unread: true, page: 3 });
    expect(parseSent(['--unread'])).toEqual({ globals, unread: true, page: 1 });
  });

  it('refuses a page that is not a whole number from 1', () => {
    for (const page of ['0', '-1', '1.5', 'two'])
      expect(() => parse(['--page', page]), page).toThrow(UsageError);
  });
});
