import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html.js';

describe('sanitizeRichText', () => {
  it.each([
    [
      'keeps the toolbar formatting',
      '<h1>T</h1><h3>t</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>',
    ],
    [
      'keeps lists, quotes and code',
      '<ol><li>a</li></ol><ul><li>b</li></ul><blockquote>q</blockquote><pre><code>c</code></pre>',
    ],
    ['keeps colours on spans', '<p><span style="color:#ff0000;background-color:rgb(1, 2, 3)">c</span></p>'],
    ['keeps http, https and mailto links', '<a href="https://a.test">a</a><a href="mailto:x@a.test">m</a>'],
    ['keeps a line break and a mark', '<p>a<br />b<mark>m</mark></p>'],
  ])('%s', (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['scripts and their text', '<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['event handlers', '<p onclick="x()" onmouseover="y()">a</p>', '<p>a</p>'],
    ['javascript: links, in any case', '<a href="JaVaScRiPt:alert(1)">a</a>', '<a>a</a>'],
    [
      'data: and protocol-relative links',
      '<a href="data:text/html,x">a</a><a href="//evil.test">b</a>',
      '<a>a</a><a>b</a>',
    ],
    [
      'images, iframes and styles',
      '<img src=x onerror=alert(1)><iframe src="https://e.test"></iframe><style>p{}</style>',
      '',
    ],
    [
      'styles other than colours',
      '<span style="position:fixed;color:red">a</span>',
      '<span style="color:red">a</span>',
    ],
    [
      'colour values that load things',
      '<span style="background-color:url(https://e.test)">a</span>',
      '<span>a</span>',
    ],
    ['unknown tags, keeping their text', '<div><font>text</font></div>', 'text'],
  ])('removes %s', (_name, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it('makes a link that opens a new tab safe for the opener', () => {
    expect(sanitizeRichText('<a href="https://a.test" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});
