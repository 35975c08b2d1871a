import type { Announcement, AnnouncementDisplayStatus } from '@campus/sdk';

export const ANNOUNCEMENT_HEADERS = ['Id', 'Title', 'Status', 'From', 'Until'] as const;

// sv-SE writes dates as YYYY-MM-DD and times as HH:MM: sortable, and what --from takes.
const LOCAL_DATE_TIME = new Intl.DateTimeFormat('sv-SE', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A bound as this terminal's wall clock ("2026-12-01 08:00"); a bare date as is; none as '-'. */
export function boundText(value: string | null): string {
  if (!value) return '-';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : LOCAL_DATE_TIME.format(instant);
}

export function announcementRow(announcement: Announcement, status: AnnouncementDisplayStatus): string[] {
  return [
    String(announcement.id),
    announcement.title,
    status,
    boundText(announcement.available_from),
    boundText(announcement.available_until),
  ];
}
