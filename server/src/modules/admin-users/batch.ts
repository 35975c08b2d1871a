import {
  type CreateAdminUserData,
  type FieldErrors,
  VALIDATION_MESSAGES as M,
  readUserBatchRow,
  type UpdateAdminUserData,
  USER_BATCH_MESSAGES,
  type UserBatchResult,
  type UserBatchRowResult,
} from '@campus/sdk';
import { commonPasswordError } from '@campus/sdk/common-passwords';
import type { InvalidateUser, UserActor } from '../../auth/actor.js';
import { hashPassword } from '../../auth/password.js';
import type { Database } from '../../db/connect.js';
import { ForbiddenError } from '../../errors.js';
import { isUniqueViolation } from '../shared/db-errors.js';
import {
  addOrganizationMembers,
  existingOrganizationIds,
  existingUserIds,
  insertUsers,
  revokeTokensOf,
  updateUsers,
  usernameHolders,
} from './batch-repository.js';
import { ADMIN_USER_MESSAGES, formColumns } from './form.js';

/**
 * Hashes at once: the size of libuv's pool, where argon2 runs (UV_THREADPOOL_SIZE, 4 unless set). More would
 * only queue there, ahead of every other request's file and hash work; fewer would leave threads idle.
 */
export function hashConcurrency(): number {
  const pool = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(pool) && pool > 0 ? pool : 4;
}

/** `work` over every item, at most `limit` at once; the results in the items' order. */
async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** PostgreSQL's deadlock_detected (SQLSTATE 40P01), on the error or the cause Drizzle wraps it in. */
function isDeadlock(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '40P01') return true;
  }
  return false;
}

/** A row that passed the checks that need no database: what it writes, and its errors so far. */
type Candidate = { index: number; lowerName: string; errors: FieldErrors; passwordHash?: string | null } & (
  | { kind: 'create'; id: null; input: CreateAdminUserData }
  | { kind: 'update'; id: number; input: UpdateAdminUserData }
);

/** What the database says about a batch: the organizations and users named, who holds each username. */
interface Facts {
  organizations: Set<number>;
  users: Set<number>;
  holders: Map<string, number>;
}

async function factsOf(db: Database, candidates: readonly Candidate[], lock: boolean): Promise<Facts> {
  const organizationIds = new Set<number>();
  for (const { input } of candidates)
    if (input.organization_id != null) organizationIds.add(input.organization_id);
  const updated = candidates.flatMap((c) => (c.kind === 'update' ? [c.id] : []));
  return {
    organizations: await existingOrganizationIds(db, [...organizationIds], lock),
    users: await existingUserIds(db, updated, lock),
    holders: await usernameHolders(
      db,
      candidates.map((c) => c.lowerName),
    ),
  };
}

function failed(id: number | null, username: string | null, errors?: FieldErrors, message?: string) {
  const first = Object.values(errors ?? {})[0]?.[0];
  return {
    status: 'failed',
    id,
    username,
    message: message ?? first ?? 'The given data was invalid.',
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
  } satisfies UserBatchRowResult;
}

/** The single routes' database checks for one row: 404 for an update of no one, then the form's fields. */
function judge(candidate: Candidate, facts: Facts): UserBatchRowResult | null {
  const { id, input } = candidate;
  if (candidate.kind === 'update' && !facts.users.has(candidate.id)) {
    return failed(id, input.username, undefined, ADMIN_USER_MESSAGES.notFound);
  }
  const errors: FieldErrors = { ...candidate.errors };
  const holder = facts.holders.get(candidate.lowerName);
  if (holder !== undefined && holder !== id) errors.username = [M.usernameTaken];
  if (input.organization_id != null && !facts.organizations.has(input.organization_id)) {
    errors.organization_id = [ADMIN_USER_MESSAGES.unknownOrganization];
  }
  return Object.keys(errors).length > 0 ? failed(id, input.username, errors) : null;
}

/** Reads the rows and checks what needs no database: the form, repeats within the batch, common passwords. */
async function readRows(rows: ReadonlyArray<Readonly<Record<string, unknown>>>) {
  const answers: Array<UserBatchRowResult | undefined> = new Array(rows.length);
  const candidates: Candidate[] = [];
  const names = new Set<string>();
  const ids = new Set<number>();
  for (const [index, row] of rows.entries()) {
    const read = readUserBatchRow(row);
    if (read.kind === 'invalid') {
      const id = typeof row.id === 'number' && Number.isSafeInteger(row.id) && row.id > 0 ? row.id : null;
      answers[index] = failed(id, typeof row.username === 'string' ? row.username : null, read.errors);
      continue;
    }
    const lowerName = read.input.username.toLowerCase();
    const errors: FieldErrors = {};
    if (read.kind === 'update') {
      if (ids.has(read.id)) errors.id = [USER_BATCH_MESSAGES.repeatedUser];
      ids.add(read.id);
    }
    if (names.has(lowerName)) errors.username = [M.usernameTaken];
    names.add(lowerName);
    const password = read.input.password;
    const common = password === undefined ? null : await commonPasswordError(password);
    if (common) errors.password = [common];
    candidates.push(
      read.kind === 'create'
        ? { kind: 'create', id: null, input: read.input, index, lowerName, errors }
        : { kind: 'update', id: read.id, input: read.input, index, lowerName, errors },
    );
  }
  return { answers, candidates };
}

/** The writes of the rows that passed, in one transaction; the answer of each candidate by its index. */
async function write(db: Database, actor: UserActor, candidates: readonly Candidate[]) {
  return db.transaction(async (tx) => {
    const answers = new Map<number, UserBatchRowResult>();
    // Again under locks: the organizations and updated users stay; the usernames are the committed ones.
    const facts = await factsOf(tx, candidates, true);
    const passing = candidates.filter((candidate) => {
      const refusal = judge(candidate, facts);
      if (refusal) answers.set(candidate.index, refusal);
      return !refusal;
    });
    const creates = passing.flatMap((c) => (c.kind === 'create' ? [c] : []));
    const updates = passing.flatMap((c) => (c.kind === 'update' ? [c] : []));
    // In username order, as every batch inserts: two batches sharing names wait for each other, never
    // deadlock.
    const inserted = await insertUsers(
      tx,
      creates
        .toSorted((x, y) => (x.lowerName < y.lowerName ? -1 : x.lowerName > y.lowerName ? 1 : 0))
        .map((c) => ({ ...formColumns(c.input), passwordHash: c.passwordHash ?? '' })),
    );
    const newIds = new Map(inserted.map((row) => [row.username.toLowerCase(), row]));
    const members: Array<{ organizationId: number; userId: number }> = [];
    for (const candidate of creates) {
      const row = newIds.get(candidate.lowerName);
      // Not inserted: someone took the username after the check (the insert waited for them).
      if (!row) {
        const errors = { username: [M.usernameTaken] };
        answers.set(candidate.index, failed(null, candidate.input.username, errors));
        continue;
      }
      answers.set(candidate.index, { status: 'created', id: row.id, username: row.username });
      const organizationId = candidate.input.organization_id;
      if (organizationId != null) members.push({ organizationId, userId: row.id });
    }
    const at = new Date().toISOString();
    await updateUsers(
      tx,
      updates.map((c) => ({ id: c.id, values: formColumns(c.input), passwordHash: c.passwordHash ?? null })),
      at,
    );
    for (const candidate of updates) {
      answers.set(candidate.index, {
        status: 'updated',
        id: candidate.id,
        username: candidate.input.username,
      });
      const organizationId = candidate.input.organization_id;
      if (organizationId != null) members.push({ organizationId, userId: candidate.id });
    }
    await addOrganizationMembers(tx, members);
    const newPasswords = updates.filter((c) => c.passwordHash).map((c) => c.id);
    await revokeTokensOf(tx, newPasswords, actor.tokenId, at);
    return answers;
  });
}

/**
 * POST /admin/users/batch (admins): POST /admin/users and PUT /admin/users/{id} for up to 500 rows in one
 * transaction and a constant number of statements. Each row is checked as the single route checks it (the
 * same schemas, the same database rules, the same messages); a row that fails writes nothing and the others
 * go on. A username may appear once in a batch (later rows fail as taken), and is counted inside the
 * transaction: a batch that loses a race for one fails that row. Passwords are hashed before the
 * transaction, a few at once (hashConcurrency), so it holds its locks for milliseconds.
 */
export function createUserBatch(db: Database, invalidateUser: InvalidateUser) {
  return async function saveMany(
    actor: UserActor,
    rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
  ): Promise<UserBatchResult> {
    if (!actor.is_admin) throw new ForbiddenError();
    const { answers, candidates } = await readRows(rows);
    // A first look without locks, so that no password is hashed for a row that fails anyway.
    const facts = await factsOf(db, candidates, false);
    const hopeful = candidates.filter((candidate) => {
      const refusal = judge(candidate, facts);
      if (refusal) answers[candidate.index] = refusal;
      return !refusal;
    });
    const hashes = await mapBounded(hopeful, hashConcurrency(), ({ input }) =>
      input.password === undefined ? Promise.resolve(null) : hashPassword(input.password),
    );
    const hashed = hopeful.map((candidate, i) => ({ ...candidate, passwordHash: hashes[i] ?? null }));
    let written: Map<number, UserBatchRowResult> | undefined;
    // A username taken by an update's rename in a race with another writer aborts the transaction (as may a
    // deadlock with a single route's writes): once more, the check then sees the name as taken. A create in
    // such a race is skipped by its insert, never an error.
    for (let attempt = 1; !written; attempt++) {
      try {
        written = await write(db, actor, hashed);
      } catch (error) {
        if (!(isUniqueViolation(error) || isDeadlock(error)) || attempt >= 3) throw error;
      }
    }
    for (const [index, answer] of written) answers[index] = answer;
    const result = Array.from(answers, (answer) => answer ?? failed(null, null));
    // After the commit: the updated users' cached actors (username, sessions) are read again.
    await Promise.all(
      result.flatMap((row) => (row.status === 'updated' && row.id ? [invalidateUser(row.id)] : [])),
    );
    const count = (status: UserBatchRowResult['status']) =>
      result.filter((row) => row.status === status).length;
    return {
      rows: result,
      counts: { created: count('created'), updated: count('updated'), failed: count('failed') },
    };
  };
}
