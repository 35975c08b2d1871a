import {
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  Drawer,
  localStorageColorSchemeManager,
  Modal,
  Notification,
} from '@mantine/core';
import { STORAGE_KEYS } from '../lib/storage-keys';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 (#4c6ef5) gives white text 4.32:1 and links on white the same; shade 8 (#3b5bdb) gives 5.67:1,
  // above WCAG AA's 4.5:1, in both schemes.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // 'auto' shows Mantine's outline only on keyboard focus; inputs get theirs in accessibility.css.
  focusRing: 'auto',
  components: {
    // A link inside a sentence must not be told apart by colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Mantine's close buttons are icons without a name (axe: button-name, critical).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/**
 * The text of the 'light' variant (badges, light buttons, alert titles) in the light scheme. Mantine draws
 * shade 9 on shade 1, which is under WCAG AA's 4.5:1 for these colours: green 3.81:1 (the PUBLISHED badge),
 * yellow 2.69:1, orange 3.62:1, lime 3.33:1, teal 4.33:1. These reach at least 4.8:1 on shades 1 and 2 (the
 * hover). The dark scheme draws shade 0 on a darkened shade 9, which passes.
 */
export const LIGHT_VARIANT_TEXT = {
  green: '#1e6b2f', // 5.72:1 on #d3f9d8
  yellow: '#7a4a00', // 6.71:1 on #fff3bf
  orange: '#a8380b', // 5.46:1 on #ffe8cc
  lime: '#3d6608', // 6.12:1 on #e9fac8
  teal: '#066349', // 6.29:1 on #c3fae8
} as const;

/**
 * Text colours that reach WCAG AA (4.5:1) on the page and card backgrounds. Mantine's defaults do not:
 * error red-6 on white is 3.28:1, dimmed gray-6 on white 3.32:1, dark dimmed #828282 on #242424 4.03:1,
 * dark error red-8 on #242424 3.44:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)', // 5.46:1 on white
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', // 8.18:1 on white
    ...Object.fromEntries(
      Object.entries(LIGHT_VARIANT_TEXT).map(([color, value]) => [
        `--mantine-color-${color}-light-color`,
        value,
      ]),
    ),
  },
  dark: {
    '--mantine-color-error': 'var(--mantine-color-red-4)', // 6.70:1 on #242424
    '--mantine-color-dimmed': '#a3a3a3', // 6.1:1 on #242424, 5.4:1 on a #2e2e2e card
  },
});

/** Light or dark, kept in local storage under 'theme' (default light). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });
