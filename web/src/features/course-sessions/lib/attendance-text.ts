import type { AttendanceStatus } from '@campus/sdk';

export const ATTENDANCE_STATUS_COLORS: Record<AttendanceStatus, string> = {
  present: 'green',
  absent: 'red',
  late: 'yellow',
  excused: 'gray',
};

/** 'Checked in Mar 4, 8:55 AM with the code' (or 'by hand', when staff marked present or late). */
export function checkedInText(iso: string, method: 'code' | 'hand'): string {
  const at = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
  return `Checked in ${at} ${method === 'code' ? 'with the code' : 'by hand'}`;
}
