import { formatTimeRange, type SessionStatus } from '@campus/sdk';

/** The status filter of the sessions list (spec section 2): 'all' plus each status. */
export const SESSION_STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const SESSION_STATUS_COLORS: Record<SessionStatus, string> = {
  scheduled: 'blue',
  in_progress: 'yellow',
  completed: 'green',
  cancelled: 'red',
};

/** '9:00 AM - 10:00 AM', or 'Time TBD' when the session has no times. */
export function sessionTimeText(session: { start_time: string | null; end_time: string | null }): string {
  return formatTimeRange(session.start_time, session.end_time) || 'Time TBD';
}

/** Whether a status filter value is a session status (not 'all'). */
export function isSessionStatus(value: string): value is SessionStatus {
  return value in SESSION_STATUS_LABELS;
}
