/**
 * The course sessions' own texts (not in the spec's error catalogue of section 8): the fallbacks the web's
 * sessions section, session page and attendance roster show, and the TUI's Today screen and roster with them.
 */
export const SESSION_MESSAGES = {
  loadSessionsFailed: 'Failed to load sessions',
  loadSessionFailed: 'Failed to load session',
  saveAttendanceFailed: 'Failed to save attendance',
  /** A roster row with no attendance record yet. */
  notMarked: 'Not marked',
} as const;
