import { convert } from 'html-to-text';

/** Rich-text HTML (announcements, messages) as terminal text: paragraphs, lists, links as 'text [url]'. */
export function htmlText(html: string, wordwrap: number | false = false): string {
  return convert(html, {
    wordwrap,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
    ],
  }).trim();
}
