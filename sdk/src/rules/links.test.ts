import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkHref, videoEmbedUrl } from './links.js';

describe('linkHref', () => {
  it.each([
    // Email addresses get mailto:
    ['ann@school.org', 'mailto:ann@school.org'],
    ['  ann@school.org  ', 'mailto:ann@school.org'],
    ['Ann.Lee+news@mail.School.org', 'mailto:Ann.Lee+news@mail.School.org'],
    ['mailto:ann@school.org', 'mailto:ann@school.org'],
    ['MAILTO:ann@school.org', 'mailto:ann@school.org'],
    ['mailto:ann@school.org?subject=Hi', 'mailto:ann@school.org?subject=Hi'],
    // Web addresses without a scheme get https://
    ['www.example.org', 'https://www.example.org'],
    ['example.org', 'https://example.org'],
    ['example.org/path', 'https://example.org/path'],
    ['sub.example.co.uk/a/b?c=1#d', 'https://sub.example.co.uk/a/b?c=1#d'],
    ['example.org:8080/x', 'https://example.org:8080/x'],
    // http, https and mailto links stay
    ['https://example.org', 'https://example.org'],
    ['http://example.org/a?b=c#d', 'http://example.org/a?b=c#d'],
    ['HTTPS://Example.org/Path', 'HTTPS://Example.org/Path'],
    ['https://localhost:3000/x', 'https://localhost:3000/x'],
    ['https://user@example.org', 'https://user@example.org'],
    // Refused
    ['', null],
    ['   ', null],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    [' javascript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['java\nscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['file:///etc/passwd', null],
    ['ftp://example.org', null],
    ['tel:+15551234567', null],
    ['mailto:', null],
    ['mailto:not-an-address', null],
    ['https://', null],
    ['https:example.org', null],
    ['https:///example.org', null],
    ['//example.org', null],
    ['/events/3', null],
    ['#top', null],
    ['hello', null],
    ['localhost', null],
    ['192.168.0.1', null],
    ['example.org/a b', null],
    ['ann@school', null],
    ['@school.org', null],
  ] as const)('%j -> %j', (typed, expected) => expect(linkHref(typed)).toBe(expected));

  it('refuses null and undefined', () => {
    expect(linkHref(null)).toBeNull();
    expect(linkHref(undefined)).toBeNull();
  });

  it('property: every href it gives is an http, https or mailto link, and giving it back keeps it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.emailAddress(), fc.domain()), (typed) => {
        const href = linkHref(typed);
        if (href === null) return;
        expect(href).toMatch(/^(https?:\/\/|mailto:)/i);
        expect(linkHref(href)).toBe(href);
      }),
    );
  });

  it('property: a scheme other than http, https and mailto is refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'blob', 'JaVaScRiPt'),
        fc.string(),
        (scheme, rest) => {
          expect(linkHref(`${scheme}:${rest}`)).toBeNull();
        },
      ),
    );
  });
});

describe('videoEmbedUrl', () => {
  const youtube = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
  const vimeo = 'https://player.vimeo.com/video/76979871';

  it.each([
    // YouTube
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', youtube],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', youtube],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', youtube],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', youtube],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', youtube],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', youtube],
    ['https://youtube.com/shorts/dQw4w9WgXcQ/', youtube],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', youtube],
    ['https://youtu.be/dQw4w9WgXcQ', youtube],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc&t=10', youtube],
    ['youtu.be/dQw4w9WgXcQ', youtube],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', youtube],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', youtube],
    // Vimeo
    ['https://vimeo.com/76979871', vimeo],
    ['https://www.vimeo.com/76979871/', vimeo],
    ['vimeo.com/76979871', vimeo],
    ['https://player.vimeo.com/video/76979871', vimeo],
    // Not a known video link
    ['https://www.youtube.com/', null],
    ['https://www.youtube.com/watch', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ<b>', null],
    ['https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA', null],
    ['https://youtu.be/', null],
    ['https://vimeo.com/channels/staffpicks', null],
    ['https://vimeo.com/abc', null],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', null],
    ['https://youtube.com.evil.org/watch?v=dQw4w9WgXcQ', null],
    ['https://evil.org/?u=https://youtu.be/dQw4w9WgXcQ', null],
    ['javascript:alert("youtu.be/dQw4w9WgXcQ")', null],
    ['mailto:ann@youtube.com', null],
    ['https://example.org', null],
    ['', null],
  ] as const)('%j -> %j', (url, expected) => expect(videoEmbedUrl(url)).toBe(expected));

  it('refuses null and undefined', () => {
    expect(videoEmbedUrl(null)).toBeNull();
    expect(videoEmbedUrl(undefined)).toBeNull();
  });
});
