/**
 * Whether rich text holds nothing a reader would see: the editor emits '<p><br></p>' (or '<p></p>') when
 * everything was deleted (spec section 4), and such a body counts as blank for "required" rules.
 */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<(img|video|iframe|hr)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, '')
    .trim();
  return text === '';
}

/** The editor's value as the form sends it: '' when only an empty paragraph remains. */
export function editorValue(html: string): string {
  return isBlankHtml(html) ? '' : html;
}
