import { plainTextHtml } from '../../shared/text-html.js';

/** Whether the text already is HTML: it has an element tag (`<p>`, `<br/>`, `<ul class=...>`). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i.test(text);
}

/**
 * An announcement body from a file: HTML is sent as written (the server sanitizes it); plain text
 * becomes paragraphs, one `<p>` per block between blank lines, single line breaks kept as `<br>`.
 */
export function announcementBodyHtml(text: string): string {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  return looksLikeHtml(trimmed) ? trimmed : plainTextHtml(trimmed);
}
