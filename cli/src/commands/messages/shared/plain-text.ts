/**
 * A message's HTML as terminal text (html-to-text: paragraphs, lists, links as 'text [url]', wrapped at 80),
 * loaded on first use so other commands do not pay for it.
 */
export async function htmlAsText(html: string): Promise<string> {
  const { convert } = await import('html-to-text');
  return convert(html, {
    wordwrap: 80,
    selectors: [
      // Links the text already shows are not repeated.
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
    ],
  });
}
