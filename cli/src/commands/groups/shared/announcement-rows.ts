import type { Announcement, AnnouncementDisplayStatus } from '@campus/sdk';
import { localDateText } from '../../shared/dates.js';

export const ANNOUNCEMENT_HEADERS = ['Id', 'Title', 'Status', 'From', 'Until'] as const;

/** A bound as this terminal's wall clock ("2026-12-01 08:00"); a bare date as is; none as '-'. */
export const boundText = (value: string | null): string => localDateText(value);

export function announcementRow(announcement: Announcement, status: AnnouncementDisplayStatus): string[] {
  return [
    String(announcement.id),
    announcement.title,
    status,
    boundText(announcement.available_from),
    boundText(announcement.available_until),
  ];
}
