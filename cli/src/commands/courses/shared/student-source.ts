import type { CampusClient } from '@campus/sdk';
import type { Command } from 'commander';
import type { CliContext } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import type { CsvUserRow } from '../../shared/csv-users.js';
import { isIdText } from '../../shared/ids.js';
import { loadSdk } from '../../shared/sdk.js';
import { loadUserRows, type UserSource, userSourceFrom } from '../../shared/user-source.js';
import { type ParsedInput, stringValue } from '../../shared/verb.js';

/**
 * Whom `courses enroll` acts on: the shared --user / --csv sources, or the members of a group (optionally
 * one school grade), as the add-students modal filters by group and grade.
 */
export type StudentSource = UserSource | { kind: 'group'; groupId: number; grade: string | null };

export function addGroupSourceOptions(command: Command): Command {
  return command
    .option('--group <id>', 'the members of a group (from `campus groups list`)')
    .option('--grade <grade>', 'with --group: only members of this school grade (e.g. 8, KK, Pre-K)');
}

/** Exactly one of --user, --csv and --group (usage errors otherwise); --grade only with --group. */
export function studentSourceFrom(values: ParsedInput['values']): StudentSource {
  const group = stringValue(values, 'group');
  const grade = stringValue(values, 'grade');
  if (group === undefined) {
    if (grade !== undefined) throw new UsageError('--grade filters --group: give --group ID too.');
    return userSourceFrom(values);
  }
  const users = values.user;
  if ((Array.isArray(users) && users.length > 0) || stringValue(values, 'csv') !== undefined)
    throw new UsageError('Give one of --user, --csv and --group.');
  if (!isIdText(group))
    throw new UsageError(`Invalid --group "${group}": use an id from \`campus groups list\`.`);
  if (grade !== undefined && grade.trim() === '') throw new UsageError('--grade needs a school grade.');
  return { kind: 'group', groupId: Number(group), grade: grade?.trim() ?? null };
}

/** Checks what needs the sdk (the grade list) before any call: a bad grade is a usage error (exit 2). */
export async function checkStudentSource(source: StudentSource): Promise<void> {
  if (source.kind !== 'group' || source.grade === null) return;
  const { SCHOOL_GRADES } = await loadSdk();
  const grades: readonly string[] = SCHOOL_GRADES;
  if (!grades.includes(source.grade))
    throw new UsageError(`Invalid --grade "${source.grade}": one of ${grades.join(', ')}.`);
}

/** Rows read before signing in (a bad CSV exits 2 before any call); a group's need the client. */
export async function loadLocalRows(source: StudentSource, ctx: CliContext): Promise<CsvUserRow[] | null> {
  return source.kind === 'group' ? null : loadUserRows(source, ctx);
}

/** The members of the group (of the grade), numbered from 1, each named by id with their username shown. */
export async function loadGroupRows(
  client: CampusClient,
  source: Extract<StudentSource, { kind: 'group' }>,
): Promise<CsvUserRow[]> {
  const { group } = await client.groups.get(source.groupId);
  return (group.users ?? [])
    .filter((member) => source.grade === null || member.school_grade === source.grade)
    .map((member, index) => ({
      row: index + 1,
      ref: { kind: 'id', id: member.id, text: member.username },
    }));
}
