import type { User } from '@campus/sdk';
import type { Command } from 'commander';
import type { CliContext } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { canPrompt, readAll } from '../../../io.js';
import { isIdText } from '../../shared/ids.js';
import { type ParsedInput, stringValue } from '../../shared/verb.js';
import { USER_FORM_FIELDS, type UserFormField } from './user-rows.js';

/** The form fields given as flags (only those given), as the admin user form sends them. */
export type UserFieldValues = Partial<Record<UserFormField, string | number | boolean>>;

const TEXT_FLAGS: ReadonlyArray<readonly [UserFormField, string, string]> = [
  ['username', '--username <username>', 'the username (letters, digits, dot, dash, underscore)'],
  ['first_name', '--first-name <name>', 'the first name'],
  ['middle_name', '--middle-name <name>', 'the middle name ("" clears it)'],
  ['last_name', '--last-name <name>', 'the last name'],
  ['email', '--email <email>', 'the email address ("" clears it)'],
  ['gender', '--gender <gender>', 'male, female or other ("" clears it)'],
  ['phone_number', '--phone <phone>', 'the phone number ("" clears it)'],
  ['street_address', '--street-address <address>', 'the street address ("" clears it)'],
  ['city', '--city <city>', 'the city ("" clears it)'],
  ['state', '--state <XX>', 'the US state, two letters (e.g. CA)'],
  ['zipcode', '--zipcode <zip>', 'the zip code ("" clears it)'],
  ['bio', '--bio <text>', 'about the user ("" clears it)'],
  [
    'school_grade',
    '--grade <grade>',
    'the school grade of a student (Pre-K, KK, 1 to 12, University, Masters, Ph.D.)',
  ],
];

/** Commander's option key of each text flag (`--first-name` -> firstName). */
const KEYS: Readonly<Record<string, UserFormField>> = {
  username: 'username',
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  email: 'email',
  gender: 'gender',
  phone: 'phone_number',
  streetAddress: 'street_address',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
  bio: 'bio',
  grade: 'school_grade',
};

/** Declares the admin user form's flags, and --password-stdin. */
export function configureUserFields(command: Command, passwordHelp: string): void {
  for (const [, flag, help] of TEXT_FLAGS) command.option(flag, help);
  command
    .option('--student', 'a student')
    .option('--no-student', 'not a student (clears the grade)')
    .option('--org <id>', 'the organization id (from `campus orgs list`)')
    .option('--password-stdin', passwordHelp);
}

/** The fields the flags set (a usage error for an --org that is not an id). */
export function userFieldsFrom(values: ParsedInput['values']): UserFieldValues {
  const fields: UserFieldValues = {};
  for (const [key, field] of Object.entries(KEYS)) {
    const value = stringValue(values, key);
    if (value !== undefined) fields[field] = field === 'state' ? value.trim().toUpperCase() : value;
  }
  if (typeof values.student === 'boolean') fields.is_student = values.student;
  const org = stringValue(values, 'org');
  if (org !== undefined) {
    if (!isIdText(org.trim())) throw new UsageError(`--org needs an organization id, not "${org}".`);
    fields.organization_id = Number(org.trim());
  }
  return fields;
}

/** The record's form fields, to merge flags into (an update sends the whole form). */
export function formOf(user: User): Record<UserFormField, unknown> {
  const form = {} as Record<UserFormField, unknown>;
  for (const field of USER_FORM_FIELDS) form[field] = user[field];
  return form;
}

/**
 * The password: from stdin with --password-stdin (one trailing newline dropped, as `echo` adds it), else
 * asked on a terminal (hidden); `required` false answers undefined instead of asking.
 */
export async function readPassword(
  ctx: CliContext,
  fromStdin: boolean,
  required: boolean,
): Promise<string | undefined> {
  if (fromStdin) return (await readAll(ctx.io.stdin)).replace(/\r?\n$/, '');
  if (!required) return undefined;
  if (!canPrompt(ctx.io)) {
    throw new UsageError('No terminal to prompt for the password: pass --password-stdin.', [
      'printf \'%s\' "$PASSWORD" | campus users create ... --password-stdin',
    ]);
  }
  return ctx.prompter.password('Password for the new user: ');
}
