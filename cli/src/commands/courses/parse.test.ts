import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse as parseMark } from '../attendance/mark.js';
import { parseApprove } from './decide.js';
import { parse as parseEnroll } from './enroll.js';
import { parse as parseEnrollments } from './enrollments.js';
import { parse as parseList } from './list.js';
import { parse as parseGenerate } from './sessions-generate.js';
import { parse as parseUnenroll } from './unenroll.js';

describe('courses verbs parse their input before any call (exit 2)', () => {
  it('list takes --page from 1', () => {
    expect(parseList(['--page', '2']).page).toBe(2);
    expect(() => parseList(['--page', '0'])).toThrow(UsageError);
  });

  it('enroll takes --user, --csv or --group with --grade; --failed-csv and --dry-run', () => {
    expect(parseEnroll(['3', '--user', 'student,12']).source).toEqual({
      kind: 'flags',
      refs: [
        { kind: 'username', username: 'student', text: 'student' },
        { kind: 'id', id: 12, text: '12' },
      ],
    });
    expect(parseEnroll(['3', '--csv', '-', '--failed-csv', 'f.csv', '--dry-run'])).toMatchObject({
      id: 3,
      source: { kind: 'csv', path: '-' },
      failedCsv: 'f.csv',
      dryRun: true,
    });
    expect(parseEnroll(['3', '--group', '5', '--grade', '8']).source).toEqual({
      kind: 'group',
      groupId: 5,
      grade: '8',
    });
  });

  it('enroll refuses no source, two sources, --grade alone and a bad id', () => {
    expect(() => parseEnroll(['3'])).toThrow(/--user U... or --csv FILE/);
    expect(() => parseEnroll(['3', '--group', '5', '--user', 'a'])).toThrow(
      /one of --user, --csv and --group/,
    );
    expect(() => parseEnroll(['3', '--grade', '8', '--user', 'a'])).toThrow(/give --group ID too/);
    expect(() => parseEnroll(['3', '--group', 'x'])).toThrow(/Invalid --group/);
    expect(() => parseEnroll(['abc', '--user', 'a'])).toThrow(/Invalid course id/);
    expect(() => parseEnroll(['3', '--user', 'a', '--failed-csv', '-'])).toThrow(/--failed-csv/);
  });

  it('unenroll has no --group', () => {
    expect(parseUnenroll(['3', '--user', 'a']).source.kind).toBe('flags');
    expect(() => parseUnenroll(['3', '--group', '5'])).toThrow(UsageError);
  });

  it('enrollments takes --status and --csv, not --csv with --json', () => {
    expect(parseEnrollments(['3', '--status', 'requested', '--csv'])).toMatchObject({
      id: 3,
      status: 'requested',
      csv: true,
    });
    expect(() => parseEnrollments(['3', '--csv', '--json'])).toThrow(/not both/);
  });

  it('approve needs a course and a user', () => {
    expect(parseApprove(['3', 'noah.smith'])).toMatchObject({ id: 3, user: 'noah.smith' });
    expect(() => parseApprove(['3'])).toThrow(UsageError);
  });

  it('sessions generate needs --from and --to', () => {
    expect(parseGenerate(['3', '--from', '2026-01-05', '--to', '2026-02-01'])).toMatchObject({
      id: 3,
      from: '2026-01-05',
      to: '2026-02-01',
    });
    expect(() => parseGenerate(['3', '--from', '2026-01-05'])).toThrow(UsageError);
  });

  it('attendance mark takes the session, --course, --student, --status and the optional fields', () => {
    expect(
      parseMark([
        '14',
        '--course',
        '3',
        '--student',
        'emma.wilson',
        '--status',
        'late',
        '--arrival',
        '09:20',
      ]),
    ).toMatchObject({
      sessionId: 14,
      courseId: 3,
      student: 'emma.wilson',
      input: { status: 'late', arrival_time: '09:20', departure_time: null, notes: null },
    });
    expect(() => parseMark(['14', '--course', '3', '--status', 'present'])).toThrow(UsageError);
  });
});
