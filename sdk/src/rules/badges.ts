import { BADGE_CAP } from './constants.js';

/** A count badge's text: '' hides the badge (0 or less), above 99 reads '99+'. */
export function formatBadgeCount(count: number | null | undefined): string {
  if (!count || !Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  if (whole <= 0) return '';
  return whole > BADGE_CAP ? `${BADGE_CAP}+` : String(whole);
}
