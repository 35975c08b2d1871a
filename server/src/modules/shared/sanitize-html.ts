import sanitizeHtml from 'sanitize-html';

// Rich text (announcement bodies, and later event and course descriptions, session agendas) is shown as HTML
// to other users, so it is cleaned when stored: only what the editor's toolbar makes survives (spec section 9:
// headers 1-3, bold, italic, underline, strike, sizes, colour, background, lists, indent, blockquote, code
// block, link). Everything else (scripts, event handlers, styles beyond colours, javascript: links) goes.

/** A CSS colour as the editor writes it: a name, #hex, rgb()/rgba() or hsl()/hsla(); nothing that loads. */
const COLOR = /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\(\s*[\d.%\s,/]+\))$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'span',
    'mark',
    'ol',
    'ul',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    span: ['style'],
    // The editor marks indentation and sizes with classes; classes cannot run code.
    '*': ['class'],
  },
  allowedClasses: {
    '*': [/^ql-(indent-[1-8]|size-(small|large|huge)|align-(center|right|justify))$/],
  },
  allowedStyles: {
    span: { color: [COLOR], 'background-color': [COLOR] },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // Text of a dropped tag (a <div>, a <font>) stays; the content of these never does.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // A link that opens a new tab must not hand the new page a handle on this one.
    a: (tagName, attribs) => {
      if (attribs.target === undefined) return { tagName, attribs };
      const target = attribs.target === '_blank' ? '_blank' : '_self';
      return { tagName, attribs: { ...attribs, target, rel: 'noopener noreferrer' } };
    },
  },
};

/**
 * The rich-text allowlist, applied when rich text is stored. Blank results (the editor's empty paragraph,
 * or a body that was only a script) are for the caller to refuse with isBlankHtml from the sdk.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
