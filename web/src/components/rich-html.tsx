import { type BoxProps, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import classes from './rich-html.module.css';

// A link that opens a new tab gets rel="noopener noreferrer" so the opened page cannot reach back.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/**
 * Rich text as safe HTML: sanitized again in the browser (the server sanitizes when it stores), with the
 * text's headings moved `headingOffset` levels down so that they sit under the page's own heading (a body
 * written with Heading 1 must not add a second h1 to the page).
 */
export function sanitizeRichHtml(html: string, headingOffset = 0): string {
  const fragment = DOMPurify.sanitize(html, { ADD_ATTR: ['target'], RETURN_DOM_FRAGMENT: true });
  if (headingOffset > 0) {
    for (const heading of Array.from(fragment.querySelectorAll(HEADINGS))) {
      const level = Math.min(6, Number(heading.tagName.slice(1)) + headingOffset);
      const moved = document.createElement(`h${level}`);
      for (const attribute of Array.from(heading.attributes))
        moved.setAttribute(attribute.name, attribute.value);
      moved.append(...Array.from(heading.childNodes));
      heading.replaceWith(moved);
    }
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

export interface RichHtmlProps extends BoxProps {
  html: string;
  /** How many levels the text's headings move down (1 under a page whose h1 is the title). */
  headingOffset?: number;
  className?: string;
}

/** Shows rich HTML (descriptions, announcement bodies) with Mantine's typography styles. */
export function RichHtml({ html, headingOffset = 1, className, ...boxProps }: RichHtmlProps) {
  const safe = useMemo(() => sanitizeRichHtml(html, headingOffset), [html, headingOffset]);
  return (
    <Typography
      {...boxProps}
      className={className ? `${classes.root} ${className}` : classes.root}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
