import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './reply.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('messages reply parse', () => {
  it('takes the id, the text and an optional subject', () => {
    expect(parse(['12', '--body', 'Thanks'])).toEqual({
      globals,
      id: 12,
      subject: undefined,
      source: { body: 'Thanks', bodyFile: undefined },
    });
    expect(parse(['12', '--body-file', '-', '--subject', 'Answer'])).toMatchObject({
      subject: 'Answer',
      source: { bodyFile: '-' },
    });
  });

  it('refuses a bad id', () => {
    expect(() => parse(['0', '--body', 'x'])).toThrow(UsageError);
  });
});
