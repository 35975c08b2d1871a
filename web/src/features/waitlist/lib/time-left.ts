/**
 * How long an offer (or a paid claim's cart hold) has left, for the countdown beside Claim: days and
 * hours when it is far, hours and minutes, then minutes and seconds in the last hour, so the claimant
 * sees it run. 'Expired' once `expiresAt` has passed.
 */
export function formatTimeLeft(expiresAt: string, now: Date): string {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (!(ms > 0)) return 'Expired';
  const totalSeconds = Math.ceil(ms / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  const seconds = totalSeconds % 60;
  if (days > 0) return `${days} d ${hours} h left`;
  if (hours > 0) return `${hours} h ${minutes} min left`;
  if (minutes > 0) return `${minutes} min ${seconds} s left`;
  return `${seconds} s left`;
}

/** The deadline itself, in the reader's words: 'Wed, Dec 2, 11:05 PM'. */
export function formatDeadline(expiresAt: string): string {
  return new Date(expiresAt).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
