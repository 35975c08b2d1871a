import { describe, expect, it } from 'vitest';
import { announcementBodyHtml, looksLikeHtml } from './body-html.js';

describe('announcementBodyHtml', () => {
  it('wraps plain-text paragraphs in <p>, keeps line breaks and escapes markup characters', () => {
    expect(announcementBodyHtml('Bring a jacket.\nAnd lunch.\n\n\nBuses at 8 & back < 5.\n')).toBe(
      '<p>Bring a jacket.<br>And lunch.</p><p>Buses at 8 &amp; back &lt; 5.</p>',
    );
    expect(announcementBodyHtml('one\r\n\r\ntwo')).toBe('<p>one</p><p>two</p>');
  });

  it('sends HTML as written', () => {
    const html = '<h2>Trip</h2>\n<ul><li>Jacket</li></ul>';
    expect(looksLikeHtml(html)).toBe(true);
    expect(announcementBodyHtml(`\n${html}\n`)).toBe(html);
    expect(looksLikeHtml('a < b and c > d')).toBe(false);
  });

  it('gives nothing for a blank file (the schema then says the body is required)', () => {
    expect(announcementBodyHtml(' \n\n ')).toBe('');
  });
});
