import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { plainTextHtml } from '../shared/text-html.js';
import { parse } from './send.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('messages send parse', () => {
  it('reads comma-separated and repeated --to, by username or id', () => {
    expect(parse(['--to', 'emma.wilson, 42', '--to', 'liam', '--subject', 'Hi', '--body', 'Hello'])).toEqual({
      globals,
      to: [
        { kind: 'username', username: 'emma.wilson', text: 'emma.wilson' },
        { kind: 'id', id: 42, text: '42' },
        { kind: 'username', username: 'liam', text: 'liam' },
      ],
      subject: 'Hi',
      source: { body: 'Hello', bodyFile: undefined },
    });
  });

  it('needs --to and --subject, refuses blanks and both --body and --body-file', () => {
    expect(() => parse(['--subject', 'Hi', '--body', 'x'])).toThrow(UsageError);
    expect(() => parse(['--to', 'ana', '--body', 'x'])).toThrow(UsageError);
    expect(() => parse(['--to', 'ana,,bo', '--subject', 'Hi'])).toThrow(/no blanks/);
    expect(() => parse(['--to', 'ana', '--subject', 'Hi', '--body', 'x', '--body-file', 'f'])).toThrow(
      /not both/,
    );
  });

  it('leaves the text to stdin when neither --body nor --body-file is given', () => {
    expect(parse(['--to', 'ana', '--subject', 'Hi']).source).toEqual({
      body: undefined,
      bodyFile: undefined,
    });
  });
});

describe('plain text as message HTML', () => {
  it('escapes every character and makes paragraphs and line breaks', () => {
    expect(plainTextHtml('Use <b> & "quotes"\nline two\n\n\nNext paragraph\n')).toBe(
      '<p>Use &lt;b&gt; &amp; &quot;quotes&quot;<br>line two</p><p>Next paragraph</p>',
    );
    expect(plainTextHtml('  \n ')).toBe('');
  });
});
