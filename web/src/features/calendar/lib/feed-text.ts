/** The Subscribe panel's texts. */
export const FEED_TEXT = {
  heading: 'Subscribe',
  intro:
    "Add your calendar to Google Calendar, Apple Calendar or Outlook with a personal feed URL: your courses and events, and your children's, from 30 days back to a year ahead. Your calendar app checks it for changes on its own.",
  none: 'You have no feed URL.',
  create: 'Create feed URL',
  createAgain: 'Create a new feed URL',
  replaces: 'Creating a new URL replaces the old one, which stops working at once.',
  secretTitle: 'Keep this URL secret',
  secret:
    'Anyone who has it can see your calendar. It is shown only this once: copy it now, or create a new one later.',
  urlLabel: 'Your feed URL',
  openInApp: 'Open in calendar app',
  revoke: 'Revoke',
  revokeTitle: 'Revoke the feed URL?',
  revokeText:
    'Calendar apps that use this URL will stop getting your courses and events. This cannot be undone.',
  created: 'Feed URL created',
  revoked: 'Feed URL revoked',
  loadFailed: 'Failed to load the calendar feed',
  createFailed: 'Failed to create the feed URL',
  revokeFailed: 'Failed to revoke the feed URL',
} as const;

/** 'Active since Jan 5, 2026'. */
export function activeSince(date: string): string {
  return `A feed URL is active since ${date}.`;
}

/** The same feed for calendar apps: webcal:// opens the system's calendar app and subscribes. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
