import type { CheckinMethod, CheckinWindowState } from '@campus/sdk';

/** Texts of the check-in screens (beyond the spec). */
export const CHECKIN_TEXT = {
  panelTitle: 'Check-in',
  qrLabel: (link: string) => `QR code of the check-in link ${link}`,
  copy: 'Copy link',
  copied: 'Copied',
  regenerate: 'New code',
  regenerateTitle: 'Make a new check-in code',
  regenerateBody:
    'The current link and QR code will stop working at once. Anyone who has not checked in needs the new one.',
  regenerateFailed: 'Could not make a new code. Please try again.',
  opensLabel: 'Opens (minutes before the start)',
  saveSettings: 'Save',
  settingsFailed: 'Could not save the check-in settings.',
  loadFailed: 'Could not load the check-in code.',
  nobodyYet: 'Nobody has checked in yet.',
  count: (checkedIn: number, expected: number) => `${checkedIn} of ${expected} checked in`,
  refreshNote: 'Check-ins appear here as they happen.',
} as const;

export const WINDOW_LABELS: Record<CheckinWindowState, string> = {
  not_yet: 'Not open yet',
  open: 'Open now',
  closed: 'Closed',
};

export const WINDOW_COLORS: Record<CheckinWindowState, string> = {
  not_yet: 'gray',
  open: 'green',
  closed: 'red',
};

export const METHOD_LABELS: Record<CheckinMethod, string> = { code: 'with the code', hand: 'by hand' };

/** A check-in time as people read it: 'Mar 4, 8:55 AM'. */
export function checkinTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
