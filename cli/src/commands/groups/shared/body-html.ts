/** Whether the text already is HTML: it has an element tag (`<p>`, `<br/>`, `<ul class=...>`). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i.test(text);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * An announcement body from a file: HTML is sent as written (the server sanitizes it); plain text
 * becomes paragraphs, one `<p>` per block between blank lines, single line breaks kept as `<br>`.
 */
export function announcementBodyHtml(text: string): string {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (looksLikeHtml(trimmed)) return trimmed;
  return trimmed
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split(/\r?\n/).map(escapeHtml).join('<br>')}</p>`)
    .join('');
}
