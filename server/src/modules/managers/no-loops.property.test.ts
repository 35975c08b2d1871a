import { inArray, or } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentChild, userManagers, users } from '../../db/schema.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Property: no sequence of manager assignments and removals and family changes, applied through the real
// routes and services, ever forms a loop. After every step the stored graphs are read back and walked; a
// step is refused (422) exactly when applying it would have closed a cycle (oneself included), and the
// stored graphs always equal a model that applied only the accepted steps.

const POOL = 6;

let t: TestApp;
let admin: string;
let pool: number[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: POOL }, (_, i) => ({
        firstName: 'Prop',
        lastName: `P${i}`,
        username: `prop.loop.${i}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  pool = rows.map((row) => row.id);
});
afterAll(async () => {
  await t?.close();
});

type Step =
  | { kind: 'assign'; user: number; manager: number }
  | { kind: 'remove'; user: number }
  | { kind: 'parents'; user: number; others: number[] }
  | { kind: 'children'; user: number; others: number[] }
  | { kind: 'family'; user: number; parents: number[]; children: number[] };

const member = fc.integer({ min: 0, max: POOL - 1 });
const members = fc.uniqueArray(member, { maxLength: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('assign' as const), user: member, manager: member }),
  fc.record({ kind: fc.constant('remove' as const), user: member }),
  fc.record({ kind: fc.constant('parents' as const), user: member, others: members }),
  fc.record({ kind: fc.constant('children' as const), user: member, others: members }),
  fc.record({ kind: fc.constant('family' as const), user: member, parents: members, children: members }),
);

/** Edges as "from>to" between pool indexes: manager>user, parent>child. */
interface Model {
  managers: Map<number, number>;
  family: Set<string>;
}

function hasCycle(nodes: number, edges: Array<[number, number]>): boolean {
  const next = new Map<number, number[]>();
  for (const [from, to] of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const state = new Map<number, 'open' | 'done'>();
  const visit = (node: number): boolean => {
    if (state.get(node) === 'open') return true;
    if (state.get(node) === 'done') return false;
    state.set(node, 'open');
    for (const to of next.get(node) ?? []) if (visit(to)) return true;
    state.set(node, 'done');
    return false;
  };
  for (let node = 0; node < nodes; node += 1) if (visit(node)) return true;
  return false;
}

const managerEdges = (managers: Map<number, number>): Array<[number, number]> =>
  [...managers].map(([user, manager]) => [manager, user]);
const familyEdges = (family: Set<string>): Array<[number, number]> =>
  [...family].map((edge) => edge.split('>').map(Number) as [number, number]);

/** The model after the step, whether or not it would loop. */
function applied(model: Model, s: Step): Model {
  const managers = new Map(model.managers);
  const family = new Set(model.family);
  const replace = (user: number, parents?: number[], children?: number[]) => {
    for (const edge of [...family]) {
      const [from, to] = edge.split('>').map(Number);
      if (parents && to === user) family.delete(edge);
      if (children && from === user) family.delete(edge);
    }
    for (const p of parents ?? []) family.add(`${p}>${user}`);
    for (const c of children ?? []) family.add(`${user}>${c}`);
  };
  if (s.kind === 'assign') managers.set(s.user, s.manager);
  if (s.kind === 'remove') managers.delete(s.user);
  if (s.kind === 'parents') replace(s.user, s.others);
  if (s.kind === 'children') replace(s.user, undefined, s.others);
  if (s.kind === 'family') replace(s.user, s.parents, s.children);
  return { managers, family };
}

async function send(s: Step) {
  const id = (index: number) => pool[index] as number;
  const ids = (list: number[]) => list.map(id);
  const headers = bearer(admin);
  switch (s.kind) {
    case 'assign':
      return t.app.inject({
        method: 'POST',
        url: '/api/user-managers/assign',
        headers,
        payload: { user_id: id(s.user), manager_id: id(s.manager) },
      });
    case 'remove':
      return t.app.inject({ method: 'DELETE', url: `/api/user-managers/${id(s.user)}/manager`, headers });
    case 'parents':
      return t.app.inject({
        method: 'PUT',
        url: `/api/users/${id(s.user)}/update`,
        headers,
        payload: { parent_ids: ids(s.others) },
      });
    case 'children':
      return t.app.inject({
        method: 'PUT',
        url: `/api/users/${id(s.user)}/update`,
        headers,
        payload: { child_ids: ids(s.others) },
      });
    case 'family':
      return t.app.inject({
        method: 'PUT',
        url: `/api/users/${id(s.user)}/family-relationships`,
        headers,
        payload: { parent_ids: ids(s.parents), child_ids: ids(s.children) },
      });
  }
}

/** The stored graphs among the pool, as the model spells them. */
async function stored(): Promise<Model> {
  const index = new Map(pool.map((id, i) => [id, i]));
  const at = (id: number) => index.get(id) as number;
  const managerRows = await t.database.db
    .select()
    .from(userManagers)
    .where(inArray(userManagers.userId, pool));
  const familyRows = await t.database.db
    .select()
    .from(parentChild)
    .where(or(inArray(parentChild.parentId, pool), inArray(parentChild.childId, pool)));
  return {
    managers: new Map(managerRows.map((row) => [at(row.userId), at(row.managerId)])),
    family: new Set(familyRows.map((row) => `${at(row.parentId)}>${at(row.childId)}`)),
  };
}

async function reset(): Promise<void> {
  await t.database.db.delete(userManagers).where(inArray(userManagers.userId, pool));
  await t.database.db
    .delete(parentChild)
    .where(or(inArray(parentChild.parentId, pool), inArray(parentChild.childId, pool)));
}

describe('the manager hierarchy and families never loop', () => {
  it('whatever sequence of changes is applied', async () => {
    let refusals = 0;
    let acceptances = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await reset();
        let model: Model = { managers: new Map(), family: new Set() };
        for (const s of steps) {
          const next = applied(model, s);
          const loops =
            s.kind === 'assign' || s.kind === 'remove'
              ? hasCycle(POOL, managerEdges(next.managers))
              : hasCycle(POOL, familyEdges(next.family));
          const response = await send(s);
          if (s.kind === 'remove' && !model.managers.has(s.user)) {
            expect(response.statusCode).toBe(404);
          } else if (loops) {
            expect(response.statusCode, `${JSON.stringify(s)} ${response.body}`).toBe(422);
            refusals += 1;
          } else {
            expect(response.statusCode, `${JSON.stringify(s)} ${response.body}`).toBe(200);
            model = next;
            acceptances += 1;
          }
          const now = await stored();
          expect(hasCycle(POOL, managerEdges(now.managers))).toBe(false);
          expect(hasCycle(POOL, familyEdges(now.family))).toBe(false);
          expect(now.managers).toEqual(model.managers);
          expect(now.family).toEqual(model.family);
        }
      }),
      { numRuns: 40 },
    );
    // The property exercised both outcomes.
    expect(refusals).toBeGreaterThan(10);
    expect(acceptances).toBeGreaterThan(10);
  }, 300_000);
});
