import { writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { CampusClient, User, UserBatchRowInput, UserBatchRowResult } from '@campus/sdk';
import type { CliContext } from '../../../context.js';
import { CliError, ExitCode, type ExitCodeValue } from '../../../errors.js';
import { printJson, printStatus, printTable } from '../../../output.js';
import type { GlobalOptions } from '../../../session.js';
import { progressBar } from '../../shared/bulk.js';
import { toCsv } from '../../shared/csv-write.js';
import { loadSdk, type Sdk } from '../../shared/sdk.js';
import { withSignedInClient } from '../../shared/signed-in.js';
import { allUsers } from './fetch-users.js';
import { readImportCsv } from './import-csv.js';
import {
  type CurrentRelations,
  describeChanges,
  hasRelationChanges,
  type ImportPlanRow,
  planImport,
  type RelationChanges,
  relationChanges,
} from './import-plan.js';

/** Relation calls at once (parents, manager): as many as the CLI's keep-alive pool holds. */
export const IMPORT_CONCURRENCY = 8;

export interface ImportOptions {
  globals: GlobalOptions;
  /** The CSV file, or '-' for stdin. */
  file: string;
  /** --run: apply; otherwise a dry run. */
  run: boolean;
  /** --failed FILE, else next to the input. */
  failed: string | null;
}

export type ImportResult = 'created' | 'updated' | 'unchanged' | 'failed' | 'would create' | 'would update';

export interface ImportReportRow {
  row: number;
  username: string;
  user_id: number | null;
  result: ImportResult;
  /** The fields and relations changed (or that would change). */
  changes: string[];
  /** Why the row failed. */
  reason?: string;
}

/** The failed rows' file when --failed is not given: `people.csv` -> `people.failed.csv`, stdin -> cwd. */
export function defaultFailedPath(file: string): string {
  if (file === '-') return 'users-import.failed.csv';
  const extension = extname(file);
  return join(dirname(file), `${basename(file, extension)}.failed${extension || '.csv'}`);
}

/** The failed rows as they were read, with a `reason` column: fixed, the file imports back as it is. */
export function failedRowsCsv(
  header: readonly string[],
  plan: readonly ImportPlanRow[],
  report: readonly ImportReportRow[],
): string {
  const columns = [...header.filter((name) => name !== 'reason'), 'reason'];
  const rows = report.flatMap((row, index) => {
    const planned = plan[index];
    if (row.result !== 'failed' || !planned) return [];
    return [
      columns.map((column) => (column === 'reason' ? (row.reason ?? 'failed') : (planned.raw[column] ?? ''))),
    ];
  });
  return toCsv(columns, rows);
}

/** "created 2, updated 1, unchanged 3, failed 0" (a dry run: "would create 2, ..., would fail 0"). */
export function importSummary(rows: readonly ImportReportRow[], dryRun: boolean): string {
  const count = (...results: ImportResult[]) => rows.filter((row) => results.includes(row.result)).length;
  const created = count('created', 'would create');
  const updated = count('updated', 'would update');
  const failed = count('failed');
  return dryRun
    ? `would create ${created}, would update ${updated}, unchanged ${count('unchanged')}, would fail ${failed}`
    : `created ${created}, updated ${updated}, unchanged ${count('unchanged')}, failed ${failed}`;
}

/**
 * A failed call's reason: the server's field messages ("username: ..."; without the field names for the
 * relation calls, whose column already names them), else its message, else `fallback`.
 */
function reasonOf(sdk: Sdk, error: unknown, fallback: string, named = true): string {
  if (error instanceof sdk.ApiError) {
    const fields = Object.entries(error.fieldErrors).flatMap(([field, messages]) =>
      messages.map((message) => (named ? `${field}: ${message}` : message)),
    );
    if (fields.length > 0) return fields.join('; ');
  }
  return sdk.errorMessage(error, fallback);
}

/** Each row's state while it is applied. */
interface RowState {
  plan: ImportPlanRow;
  changes: RelationChanges;
  userId: number | null;
  failure?: string;
}

/** The relations of the existing users whose rows ask for parents or a manager, and the groups' members. */
async function currentRelations(
  client: CampusClient,
  plan: readonly ImportPlanRow[],
  limit: <T>(work: () => Promise<T>) => Promise<T>,
) {
  const relations = new Map<number, CurrentRelations>();
  const groupMembers = new Map<number, Set<number>>();
  const existing = plan.flatMap((row) =>
    !row.failure &&
    row.record &&
    row.record.kind !== 'create' &&
    (row.wish.parents.length > 0 || row.wish.manager !== null)
      ? [row.record.userId]
      : [],
  );
  const groupIds = [...new Set(plan.flatMap((row) => (row.failure ? [] : row.wish.groups.map((g) => g.id))))];
  await Promise.all([
    ...existing.map((id) =>
      limit(async () => {
        const user = await client.users.get(id);
        relations.set(id, { parents: user.parents, children: user.children, manager: user.manager ?? null });
      }),
    ),
    ...groupIds.map((id) =>
      limit(async () => {
        const { group } = await client.groups.get(id);
        groupMembers.set(id, new Set((group.users ?? []).map((member) => member.id)));
      }),
    ),
  ]);
  return { relations, groupMembers };
}

/** Phase 2 for one row: add the missing parents, then set the manager (stops at the first refusal). */
async function applyRelations(
  sdk: Sdk,
  client: CampusClient,
  state: RowState,
  idOf: (username: string) => number | undefined,
  familyLimit: <T>(work: () => Promise<T>) => Promise<T>,
): Promise<string | undefined> {
  const userId = state.userId;
  if (userId === null) return 'no user id';
  const { addParents, manager } = state.changes;
  const missing = (username: string) => `"${username}" was not created (its row failed)`;
  if (addParents.length > 0) {
    const wanted: number[] = [];
    for (const parent of addParents) {
      const id = idOf(parent);
      if (id === undefined) return `parents: ${missing(parent)}`;
      wanted.push(id);
    }
    try {
      // One family change at a time, each on a fresh read: PUT replaces both lists, and another row may have
      // just added this user as someone's parent.
      await familyLimit(async () => {
        const current = await client.users.get(userId);
        await client.users.setFamily(userId, {
          parent_ids: [...new Set([...current.parents.map((p) => p.id), ...wanted])],
          child_ids: current.children.map((child) => child.id),
        });
      });
    } catch (error) {
      return `parents: ${reasonOf(sdk, error, 'Failed to assign parents', false)}`;
    }
  }
  if (manager !== null) {
    const managerId = idOf(manager);
    if (managerId === undefined) return `manager: ${missing(manager)}`;
    try {
      await client.managers.assign({ user_id: userId, manager_id: managerId });
    } catch (error) {
      return `manager: ${reasonOf(sdk, error, 'Failed to assign manager', false)}`;
    }
  }
  return undefined;
}

/** A relation's refusal: a created row says it was created all the same. */
function fail(state: RowState, failure: string): void {
  state.failure = state.plan.record?.kind === 'create' ? `created, but ${failure}` : failure;
}

/** A failed answer row's reason, as a failed call's: "username: ...; password: ...", else its message. */
function rowReason(row: UserBatchRowResult, fallback: string): string {
  const fields = Object.entries(row.errors ?? {}).flatMap(([field, messages]) =>
    messages.map((message) => `${field}: ${message}`),
  );
  return fields.length > 0 ? fields.join('; ') : (row.message ?? fallback);
}

/**
 * Phase 1: the creates and updates, USER_BATCH_MAX rows a POST /admin/users/batch call (one transaction
 * each), one call after another: the server hashes a call's passwords on all its cores. A row's answer is
 * its result; a call that fails fails its rows with the call's reason. `done` runs for each row of a call
 * once it is answered.
 */
async function saveRecords(
  sdk: Sdk,
  client: CampusClient,
  records: readonly RowState[],
  ids: Map<string, number>,
  done: (state: RowState) => void,
): Promise<void> {
  for (let start = 0; start < records.length; start += sdk.USER_BATCH_MAX) {
    const chunk = records.slice(start, start + sdk.USER_BATCH_MAX);
    const rows = chunk.flatMap((state): UserBatchRowInput[] => {
      const record = state.plan.record;
      if (record?.kind === 'create') return [record.input];
      if (record?.kind === 'update') return [{ ...record.input, id: record.userId }];
      return [];
    });
    try {
      const result = await client.admin.saveUsers(rows);
      chunk.forEach((state, index) => {
        const row = result.rows[index];
        const fallback =
          state.plan.record?.kind === 'create' ? 'Failed to create user' : 'Failed to update user';
        if (!row) state.failure = fallback;
        else if (row.status === 'failed') state.failure = rowReason(row, fallback);
        else if (row.status === 'created' && row.id !== null) {
          state.userId = row.id;
          ids.set((row.username ?? state.plan.username).toLowerCase(), row.id);
        }
      });
    } catch (error) {
      const reason = reasonOf(sdk, error, 'Failed to save users');
      for (const state of chunk) state.failure = reason;
    } finally {
      for (const state of chunk) done(state);
    }
  }
}

/**
 * Phase 3: the group memberships, one POST /groups/{id}/users call per group for all its new members (up
 * to MAX_USER_IDS_PER_CALL each). The server refuses such a call whole (an admin, a user gone): then that
 * call's users are added one by one, so the refusal lands on its own row. `tick` runs once per row with
 * relations, when its last relation is settled.
 */
async function joinGroups(
  sdk: Sdk,
  client: CampusClient,
  withRelations: readonly RowState[],
  tick: () => void,
): Promise<void> {
  const joining = new Map<number, { name: string; states: RowState[] }>();
  for (const state of withRelations) {
    if (state.failure || state.userId === null) continue;
    for (const group of state.changes.addGroups) {
      const entry = joining.get(group.id) ?? { name: group.name, states: [] };
      entry.states.push(state);
      joining.set(group.id, entry);
    }
  }
  const refuse = (state: RowState, name: string, error: unknown) =>
    fail(state, `groups: ${name}: ${reasonOf(sdk, error, 'Failed to add users to list', false)}`);
  for (const [groupId, { name, states }] of joining) {
    for (let start = 0; start < states.length; start += sdk.MAX_USER_IDS_PER_CALL) {
      // A row refused by an earlier group joins no more groups.
      const chunk = states.slice(start, start + sdk.MAX_USER_IDS_PER_CALL).filter((state) => !state.failure);
      if (chunk.length === 0) continue;
      try {
        await client.groups.addMembers(groupId, { user_ids: chunk.map((state) => state.userId ?? 0) });
      } catch {
        for (const state of chunk) {
          if (state.failure) continue;
          try {
            await client.groups.addMembers(groupId, { user_ids: [state.userId ?? 0] });
          } catch (error) {
            refuse(state, name, error);
          }
        }
      }
    }
  }
  for (let i = 0; i < withRelations.length; i++) tick();
}

function reportRow(state: RowState, dryRun: boolean): ImportReportRow {
  const { plan } = state;
  const base = { row: plan.row, username: plan.username, user_id: state.userId };
  const changes = describeChanges(plan.record, state.changes);
  if (state.failure !== undefined) {
    return { ...base, result: 'failed', changes: dryRun ? [] : changes, reason: state.failure };
  }
  if (plan.record?.kind === 'create')
    return { ...base, result: dryRun ? 'would create' : 'created', changes };
  if (plan.record?.kind === 'update' || hasRelationChanges(state.changes)) {
    return { ...base, result: dryRun ? 'would update' : 'updated', changes };
  }
  return { ...base, result: 'unchanged', changes: [] };
}

/**
 * Plans the file against the server's users and groups, then (with --run) creates and updates the users in
 * batch calls (saveRecords), then adds the relations once every user exists: parents and manager
 * IMPORT_CONCURRENCY rows at once, then the groups one call per group (joinGroups).
 */
async function importRows(
  options: ImportOptions,
  ctx: CliContext,
  client: CampusClient,
  sdk: Sdk,
  plan: (users: readonly User[], groups: ReadonlyArray<{ id: number; name: string }>) => ImportPlanRow[],
  needsGroups: boolean,
): Promise<{ plan: ImportPlanRow[]; report: ImportReportRow[] }> {
  const { default: pLimit } = await import('p-limit');
  const limit = pLimit(IMPORT_CONCURRENCY);
  const [{ users }, groups] = await Promise.all([
    allUsers(client),
    needsGroups ? client.groups.list() : Promise.resolve([]),
  ]);
  const planned = plan(users, groups);
  const { relations, groupMembers } = await currentRelations(client, planned, limit);
  const states: RowState[] = planned.map((row) => {
    const userId = row.record && row.record.kind !== 'create' ? row.record.userId : null;
    const current = userId === null ? null : (relations.get(userId) ?? null);
    return {
      plan: row,
      userId,
      changes: relationChanges(row.wish, current, userId, groupMembers),
      ...(row.failure === undefined ? {} : { failure: row.failure }),
    };
  });
  if (!options.run) return { plan: planned, report: states.map((state) => reportRow(state, true)) };

  const records = states.filter(
    (s) => !s.failure && (s.plan.record?.kind === 'create' || s.plan.record?.kind === 'update'),
  );
  const withRelations = states.filter((s) => !s.failure && hasRelationChanges(s.changes));
  // One tick per row with work: after its relations when it has any, else after its record.
  const bar = await progressBar(
    ctx,
    new Set([...records, ...withRelations]).size,
    ctx.io.stdoutIsTTY && !options.globals.json,
  );
  const ids = new Map(users.map((user) => [user.username.toLowerCase(), user.id]));
  const done = (state: RowState) => {
    if (!hasRelationChanges(state.changes)) bar.tick();
  };
  try {
    await saveRecords(sdk, client, records, ids, done);
    const familyLimit = pLimit(1);
    await Promise.all(
      withRelations.map((state) =>
        limit(async () => {
          if (state.failure) return;
          const failure = await applyRelations(
            sdk,
            client,
            state,
            (username) => ids.get(username.toLowerCase()),
            familyLimit,
          );
          if (failure !== undefined) fail(state, failure);
        }),
      ),
    );
    await joinGroups(sdk, client, withRelations, bar.tick);
  } finally {
    bar.stop();
  }
  return { plan: planned, report: states.map((state) => reportRow(state, false)) };
}

/**
 * `campus users import`: reads and checks the file (exit 2 on a bad file), plans and (with --run) applies
 * it, prints one line per row and one summary line, writes the failed rows; exit 1 when any row failed.
 */
export async function runImport(options: ImportOptions, ctx: CliContext): Promise<ExitCodeValue> {
  const csv = await readImportCsv(options.file, ctx);
  const sdk = await loadSdk();
  const rules = {
    create: sdk.CreateAdminUserSchema,
    update: sdk.UpdateAdminUserSchema,
    messages: sdk.VALIDATION_MESSAGES,
    familyLimit: sdk.FAMILY_LIMIT,
  };
  const needsGroups = csv.rows.some((row) => (row.cells.groups ?? '').trim() !== '');
  const { plan, report } = await withSignedInClient(options.globals, ctx, (client) =>
    importRows(
      options,
      ctx,
      client,
      sdk,
      (users, groups) =>
        planImport(
          csv.rows,
          { users: new Map(users.map((u) => [u.username.toLowerCase(), u])), groups },
          rules,
        ),
      needsGroups,
    ),
  );
  const failedCount = report.filter((row) => row.result === 'failed').length;
  const dryRun = !options.run;
  let failedPath: string | null = null;
  if (!dryRun && failedCount > 0) {
    failedPath = options.failed ?? defaultFailedPath(options.file);
    try {
      await writeFile(failedPath, failedRowsCsv(csv.header, plan, report));
    } catch (error) {
      const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unwritable';
      throw new CliError(`Cannot write the failed rows to ${failedPath} (${reason}).`);
    }
  }
  if (options.globals.json) {
    const count = (...results: ImportResult[]) => report.filter((row) => results.includes(row.result)).length;
    await printJson(
      ctx.io,
      {
        dry_run: dryRun,
        created: count('created', 'would create'),
        updated: count('updated', 'would update'),
        unchanged: count('unchanged'),
        failed: failedCount,
        failed_csv: failedPath,
        rows: report,
      },
      options.globals,
    );
  } else {
    printTable(
      ctx.io,
      ['Row', 'Username', 'Id', 'Result', 'Changes'],
      report.map((row) => [
        String(row.row),
        row.username,
        row.user_id === null ? '-' : String(row.user_id),
        row.result,
        row.reason ?? row.changes.join(', '),
      ]),
    );
  }
  if (failedPath !== null)
    printStatus(ctx.io, `Wrote ${failedCount} failed row(s), with a reason column, to ${failedPath}.`);
  const summary = importSummary(report, dryRun);
  printStatus(
    ctx.io,
    dryRun
      ? `Dry run, nothing was changed: ${summary}. Apply with --run.`
      : `${summary[0]?.toUpperCase()}${summary.slice(1)}.`,
  );
  return failedCount > 0 ? ExitCode.failure : ExitCode.ok;
}
