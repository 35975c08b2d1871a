import type { CreateAdminUserData, UpdateAdminUserData, User, UserSummary } from '@campus/sdk';
import { isIdText } from '../../shared/ids.js';
import type { InputSchema } from '../../shared/validate.js';
import { booleanCell, type ImportCsvRow, listCell } from './import-csv.js';
import { formCell, USER_FORM_FIELDS, type UserFormField } from './user-rows.js';

// `campus users import`: every row is validated and resolved here, before any request, into what it would
// do: create the user, update the fields that differ, or nothing; then the relation columns (parents,
// manager, groups) add what is missing. Pure functions over what the server listed, so they are unit tested.

export interface GroupRef {
  id: number;
  name: string;
}

/** What the plan needs from the sdk (its schemas and messages), passed in so tests use the real ones. */
export interface ImportRules {
  create: InputSchema<CreateAdminUserData>;
  update: InputSchema<UpdateAdminUserData>;
  messages: { familySelf: string; managerSelf: string; familyTooMany: string };
  familyLimit: number;
}

export interface ImportLookups {
  /** Every user, by lower-case username. */
  users: ReadonlyMap<string, User>;
  /** Every group (only needed when a row has a groups cell). */
  groups: readonly GroupRef[];
}

export type PlannedRecord =
  | { kind: 'create'; input: CreateAdminUserData }
  | { kind: 'update'; userId: number; input: UpdateAdminUserData; changed: UserFormField[] }
  | { kind: 'unchanged'; userId: number };

/** What the relation columns ask for (usernames as written; groups resolved). */
export interface RelationWish {
  parents: string[];
  manager: string | null;
  groups: GroupRef[];
}

export interface ImportPlanRow {
  row: number;
  /** The username cell, trimmed. */
  username: string;
  /** The row's cells as read, for the failed-rows file. */
  raw: Record<string, string>;
  /** Why the row fails, found before any request (then nothing of it is sent). */
  failure?: string;
  record?: PlannedRecord;
  wish: RelationWish;
}

const NO_WISH: RelationWish = { parents: [], manager: null, groups: [] };

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** "state: Please select a state; email: ..." (one line, each field once with its first message, as the form shows it). */
export function issuesText(issues: readonly Issue[]): string {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'row';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => `${field}: ${message}`).join('; ');
}

type FormValues = Partial<Record<UserFormField, string | number | boolean | null>>;

/**
 * The form values the row's non-blank cells set (a blank cell sets nothing), or the message of a cell that
 * cannot be read (is_student, organization_id). Gender and state are compared without case.
 */
function cellValues(cells: ImportCsvRow['cells']): { values: FormValues } | { error: string } {
  const values: FormValues = {};
  for (const field of USER_FORM_FIELDS) {
    const cell = cells[field];
    if (cell === undefined || cell.trim() === '') continue;
    const text = cell.trim();
    if (field === 'is_student') {
      const flag = booleanCell(text);
      if (flag === null) return { error: `is_student: use true or false, not "${text}"` };
      values.is_student = flag === true;
    } else if (field === 'organization_id') {
      if (!isIdText(text)) return { error: `organization_id: not an organization id: "${text}"` };
      values.organization_id = Number(text);
    } else if (field === 'state') values.state = text.toUpperCase();
    else if (field === 'gender') values.gender = text.toLowerCase();
    else values[field] = cell;
  }
  return { values };
}

function sameValue(a: unknown, b: unknown): boolean {
  return (a ?? null) === (b ?? null);
}

/** The user's form fields as the admin form would start from them. */
function currentForm(user: User): FormValues {
  const form: FormValues = {};
  for (const field of USER_FORM_FIELDS) form[field] = user[field];
  return form;
}

/** The record part of a row: create a new user, or update the fields of an existing one that differ. */
function planRecord(
  cells: ImportCsvRow['cells'],
  existing: User | undefined,
  rules: ImportRules,
): { record: PlannedRecord } | { failure: string } {
  const read = cellValues(cells);
  if ('error' in read) return { failure: read.error };
  if (!existing) {
    const parsed = rules.create.safeParse({ ...read.values, password: cells.password ?? '' });
    if (!parsed.success) return { failure: issuesText(parsed.error.issues) };
    return { record: { kind: 'create', input: parsed.data } };
  }
  // The password is never changed by an import (see `users import --help`): left out of the update.
  // Matched without case: the username as the server has it is kept.
  const merged = { ...currentForm(existing), ...read.values, username: existing.username };
  const parsed = rules.update.safeParse(merged);
  if (!parsed.success) {
    // A record the form would refuse as it is (say, no state) is left alone when the row changes nothing.
    const differs = Object.entries(read.values).some(
      ([field, value]) =>
        field !== 'username' && String(value) !== formCell(existing, field as UserFormField),
    );
    if (!differs) return { record: { kind: 'unchanged', userId: existing.id } };
    return { failure: issuesText(parsed.error.issues) };
  }
  const input = parsed.data;
  const changed = USER_FORM_FIELDS.filter((field) => !sameValue(input[field], existing[field]));
  if (changed.length === 0) return { record: { kind: 'unchanged', userId: existing.id } };
  return { record: { kind: 'update', userId: existing.id, input, changed } };
}

/** Group names (or ids) to groups: a name matches without case; an unknown or ambiguous one fails. */
function resolveGroups(names: readonly string[], groups: readonly GroupRef[]): GroupRef[] | string {
  const found: GroupRef[] = [];
  for (const name of names) {
    const byName = groups.filter((group) => group.name.toLowerCase() === name.toLowerCase());
    const matches = byName.length > 0 ? byName : groups.filter((group) => String(group.id) === name);
    if (matches.length === 0) return `groups: no group named "${name}"`;
    if (matches.length > 1) {
      return `groups: ${matches.length} groups are named "${name}" (ids ${matches.map((g) => g.id).join(', ')}); use the id`;
    }
    const [group] = matches;
    if (group && !found.some((other) => other.id === group.id)) found.push(group);
  }
  return found;
}

/** The relation cells of a row; `exists` says whether a username is a user or a row to create. */
function planWish(
  row: ImportCsvRow,
  username: string,
  lookups: ImportLookups,
  exists: (username: string) => boolean,
  rules: ImportRules,
): RelationWish | string {
  const self = username.toLowerCase();
  const parents = listCell(row.cells.parents).filter(
    (parent, index, all) => all.findIndex((other) => other.toLowerCase() === parent.toLowerCase()) === index,
  );
  if (parents.length > rules.familyLimit) return `parents: ${rules.messages.familyTooMany}`;
  for (const parent of parents) {
    if (parent.toLowerCase() === self) return `parents: ${rules.messages.familySelf}`;
    if (!exists(parent)) return `parents: no user "${parent}"`;
  }
  const manager = row.cells.manager?.trim() || null;
  if (manager !== null) {
    if (manager.toLowerCase() === self) return `manager: ${rules.messages.managerSelf}`;
    if (!exists(manager)) return `manager: no user "${manager}"`;
  }
  const groups = resolveGroups(listCell(row.cells.groups), lookups.groups);
  if (typeof groups === 'string') return groups;
  return { parents, manager, groups };
}

/**
 * Plans every row before any request: validation with the sdk's admin user schemas (create for a new
 * username, update for the merged record of an existing one), a username repeated in the file, and the
 * relation columns (a parent or manager must be a user or a row of the file that will be created; a group
 * must exist). A row that fails makes the rows naming it fail too, until nothing more fails.
 */
export function planImport(
  rows: readonly ImportCsvRow[],
  lookups: ImportLookups,
  rules: ImportRules,
): ImportPlanRow[] {
  const firstRow = new Map<string, number>();
  const plan: ImportPlanRow[] = rows.map((row) => {
    const username = (row.cells.username ?? '').trim();
    const base = { row: row.row, username, raw: row.raw, wish: NO_WISH };
    if (username === '') return { ...base, failure: 'username: the row has no username' };
    const key = username.toLowerCase();
    const first = firstRow.get(key);
    if (first !== undefined) return { ...base, failure: `username: repeats row ${first}` };
    firstRow.set(key, row.row);
    const planned = planRecord(row.cells, lookups.users.get(key), rules);
    return 'failure' in planned ? { ...base, failure: planned.failure } : { ...base, record: planned.record };
  });
  // A row to create counts as a user only while it does not fail.
  for (;;) {
    const creating = new Set(
      plan
        .filter((row) => !row.failure && row.record?.kind === 'create')
        .map((row) => row.username.toLowerCase()),
    );
    const exists = (username: string) =>
      lookups.users.has(username.toLowerCase()) || creating.has(username.toLowerCase());
    let more = false;
    plan.forEach((planned, index) => {
      const row = rows[index];
      if (planned.failure || !row) return;
      const wish = planWish(row, planned.username, lookups, exists, rules);
      if (typeof wish === 'string') {
        plan[index] = { ...planned, failure: wish };
        more = more || planned.record?.kind === 'create';
      } else plan[index] = { ...planned, wish };
    });
    if (!more) return plan;
  }
}

/** The user's parents, children and manager as the server has them (none for a user still to create). */
export interface CurrentRelations {
  parents: readonly UserSummary[];
  children: readonly UserSummary[];
  manager: UserSummary | null;
}

/** What a row's relation columns add: the import never removes a parent, a manager or a membership. */
export interface RelationChanges {
  addParents: string[];
  /** The manager to set (a username), or null when it already is the one asked for or none is asked. */
  manager: string | null;
  addGroups: GroupRef[];
}

export function relationChanges(
  wish: RelationWish,
  current: CurrentRelations | null,
  userId: number | null,
  groupMembers: ReadonlyMap<number, ReadonlySet<number>>,
): RelationChanges {
  const has = (users: readonly UserSummary[] | undefined, username: string) =>
    (users ?? []).some((user) => user.username.toLowerCase() === username.toLowerCase());
  const sameManager =
    wish.manager !== null && current?.manager?.username.toLowerCase() === wish.manager.toLowerCase();
  return {
    addParents: wish.parents.filter((parent) => !has(current?.parents, parent)),
    manager: wish.manager !== null && !sameManager ? wish.manager : null,
    addGroups: wish.groups.filter(
      (group) => userId === null || !(groupMembers.get(group.id)?.has(userId) ?? false),
    ),
  };
}

export function hasRelationChanges(changes: RelationChanges): boolean {
  return changes.addParents.length > 0 || changes.manager !== null || changes.addGroups.length > 0;
}

/** What a row changes, for the report: the fields, then "parents +ana", "manager bo", "groups +Chess". */
export function describeChanges(record: PlannedRecord | undefined, changes: RelationChanges): string[] {
  const parts: string[] = [];
  if (record?.kind === 'update') parts.push(...record.changed);
  if (changes.addParents.length > 0)
    parts.push(`parents ${changes.addParents.map((p) => `+${p}`).join(' ')}`);
  if (changes.manager !== null) parts.push(`manager ${changes.manager}`);
  if (changes.addGroups.length > 0) {
    parts.push(`groups ${changes.addGroups.map((group) => `+${group.name}`).join(' ')}`);
  }
  return parts;
}
