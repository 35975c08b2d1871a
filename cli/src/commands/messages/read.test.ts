import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './read.js';
import { htmlAsText } from './shared/plain-text.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('messages read', () => {
  it('takes a message id', () => {
    expect(parse(['12'])).toEqual({ globals, id: 12 });
    expect(() => parse(['twelve'])).toThrow(UsageError);
    expect(() => parse([])).toThrow(UsageError);
  });

  it('shows the HTML body as text: paragraphs, lists, links, no markup', async () => {
    const text = await htmlAsText(
      '<p>Hello <strong>Sam</strong> &amp; team,</p><ul><li>goggles</li><li>lab coat</li></ul>' +
        '<p>See <a href="https://campus.test/lab">the lab page</a>.</p>',
    );
    expect(text).toBe(
      'Hello Sam & team,\n\n * goggles\n * lab coat\n\nSee the lab page [https://campus.test/lab].',
    );
  });
});
