import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { LIGHT_VARIANT_TEXT } from './theme';

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe("the 'light' variant's text in the light scheme", () => {
  // Badges, light buttons and alert titles draw this text on shade 1 (shade 2 on hover). Issue 18: the
  // PUBLISHED badge was green-9 on green-1, 3.81:1.
  it.each(Object.keys(DEFAULT_THEME.colors))('%s reaches 4.5:1 on shades 1 and 2', (name) => {
    const shades = DEFAULT_THEME.colors[name];
    if (!shades) throw new Error(`no colour ${name}`);
    const text = LIGHT_VARIANT_TEXT[name as keyof typeof LIGHT_VARIANT_TEXT] ?? shades[9];
    expect(contrast(text, shades[1])).toBeGreaterThanOrEqual(4.5);
    // Only the colours this app overrides are held to the hover too (a few of Mantine's own fall short there).
    if (name in LIGHT_VARIANT_TEXT) expect(contrast(text, shades[2])).toBeGreaterThanOrEqual(4.5);
  });
});
