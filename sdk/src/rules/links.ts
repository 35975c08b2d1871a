// The rich-text editor's link box (spec section 5: "address-like links get mailto; two known video sites
// convert to embed form"). The server's sanitizer keeps only http, https and mailto links (and no iframes),
// so these rules give only such links: whatever else was typed is refused rather than stored as a
// relative or script link.

/** One domain label: letters, digits and inner hyphens. */
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
/** A host name with at least one dot and an alphabetic top-level domain (so not 'localhost' nor an IP). */
const HOST = `${LABEL}(?:\\.${LABEL})*\\.[a-z]{2,}`;

/**
 * An email address as people type it: ann@school.org. The local part leaves out '?', '#' and '%', which
 * a mailto: link would read as its query, fragment or an escape.
 */
const EMAIL = new RegExp(`^[a-z0-9.!$&'*+/=^_\`{|}~-]+@${HOST}$`, 'i');
/** A web address without its scheme: www.example.org, example.org/path, example.org:8080/a?b#c. */
const BARE_WEB = new RegExp(`^${HOST}(?::\\d{1,5})?(?:[/?#].*)?$`, 'i');
/** A scheme at the start of a link ('javascript:', 'https:'). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Whitespace and control characters: no typed link has them, and they hide schemes ('java\tscript:'). */
const SPACE_OR_CONTROL = /[\s\p{Cc}]/u;

/**
 * What a user typed in the link box, as the link's href: an email address (with or without 'mailto:')
 * gives 'mailto:ann@school.org'; a web address without a scheme ('www.example.org', 'example.org/path')
 * gets 'https://'; http, https and mailto links stay as typed. Anything else (javascript:, data:,
 * vbscript:, other schemes, relative paths, blank) gives null: the link is refused.
 */
export function linkHref(text: string | null | undefined): string | null {
  const typed = (text ?? '').trim();
  if (typed === '' || SPACE_OR_CONTROL.test(typed)) return null;
  if (EMAIL.test(typed)) return `mailto:${typed}`;
  if (BARE_WEB.test(typed)) return `https://${typed}`;
  const scheme = SCHEME.exec(typed)?.[1]?.toLowerCase();
  if (scheme === 'mailto') {
    const rest = typed.slice('mailto:'.length);
    const address = rest.split('?')[0] ?? '';
    return EMAIL.test(address) ? `mailto:${rest}` : null;
  }
  if (scheme === 'http' || scheme === 'https') {
    // 'https:example.org' or 'https:///x' would be read by browsers in ways the writer did not mean.
    if (!/^https?:\/\/[^/?#]/i.test(typed)) return null;
    try {
      return new URL(typed).hostname ? typed : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** YouTube video ids: 11 characters of letters, digits, '-' and '_'. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** Vimeo video ids: digits. */
const VIMEO_ID = /^\d+$/;

/** The path of a URL as its segments, without empty ones ('/shorts/abc/' -> ['shorts', 'abc']). */
function segments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

function youtubeId(url: URL, host: string): string | null | undefined {
  const parts = segments(url);
  if (host === 'youtu.be') return parts.length === 1 ? parts[0] : null;
  if (host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtube-nocookie.com') {
    if (parts.length === 1 && parts[0] === 'watch') return url.searchParams.get('v');
    if (parts.length === 2 && ['shorts', 'embed', 'live'].includes(parts[0] ?? '')) return parts[1];
  }
  return null;
}

function vimeoId(url: URL, host: string): string | null | undefined {
  const parts = segments(url);
  if (host === 'vimeo.com') return parts.length === 1 ? parts[0] : null;
  if (host === 'player.vimeo.com') return parts.length === 2 && parts[0] === 'video' ? parts[1] : null;
  return null;
}

/**
 * The embed form of a link to one of the two known video sites: a YouTube watch, shorts, live or
 * youtu.be link gives 'https://www.youtube.com/embed/ID'; a Vimeo link (vimeo.com/ID) gives
 * 'https://player.vimeo.com/video/ID'. Links already in embed form give the same. Anything else: null.
 * The link may be typed without its scheme ('youtu.be/ID'), as linkHref reads it.
 */
export function videoEmbedUrl(url: string | null | undefined): string | null {
  const href = linkHref(url);
  if (!href || !/^https?:/i.test(href)) return null;
  let parsed: URL;
  try {
    parsed = new URL(href);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const youtube = youtubeId(parsed, host);
  if (youtube && YOUTUBE_ID.test(youtube)) return `https://www.youtube.com/embed/${youtube}`;
  const vimeo = vimeoId(parsed, host);
  if (vimeo && VIMEO_ID.test(vimeo)) return `https://player.vimeo.com/video/${vimeo}`;
  return null;
}
