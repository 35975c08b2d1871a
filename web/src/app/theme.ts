import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS } from '../lib/storage-keys';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/** Light or dark, kept in local storage under 'theme' (default light). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });
