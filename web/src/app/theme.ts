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
 * Text colours that reach WCAG AA (4.5:1) on the page and card backgrounds. Mantine's defaults do not:
 * error red-6 on white is 3.28:1, dimmed gray-6 on white 3.32:1, dark dimmed #828282 on #242424 4.03:1,
 * dark error red-8 on #242424 3.44:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)', // 5.46:1 on white
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', // 8.18:1 on white
  },
  dark: {
    '--mantine-color-error': 'var(--mantine-color-red-4)', // 6.70:1 on #242424
    '--mantine-color-dimmed': '#a3a3a3', // 6.1:1 on #242424, 5.4:1 on a #2e2e2e card
  },
});

/** Light or dark, kept in local storage under 'theme' (default light). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });
