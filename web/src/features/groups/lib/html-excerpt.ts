/**
 * The first `max` characters of rich HTML as plain text, cut at a word, for a card's excerpt. The HTML is
 * parsed in an inert document (no scripts run, no images load) and only its text is kept.
 */
export function htmlExcerpt(html: string, max = 200): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
