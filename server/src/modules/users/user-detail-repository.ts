import {
  type AssistantNode,
  type CourseTaken,
  EnrollmentRecordStatusSchema,
  type NamedRef,
  type UserSummary,
} from '@campus/sdk';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { users } from '../../db/schema.js';

// The cards of a user page (GET /users/{id}, GET /profile), each read only when the viewer may see it, all
// in one statement; the assistants tree in a second one (a recursive CTE), only with the management card.

/** A UserSummary as JSON, from a users row aliased `alias`. */
function summaryJson(alias: string): SQL {
  const u = sql.raw(alias);
  return sql`json_build_object('id', ${u}.id, 'username', ${u}.username, 'first_name', ${u}.first_name,
    'middle_name', ${u}.middle_name, 'last_name', ${u}.last_name)`;
}

const byName = (alias: string) => {
  const u = sql.raw(alias);
  return sql`${u}.last_name, ${u}.first_name, ${u}.id`;
};

function parentsOf(userId: number): SQL<UserSummary[]> {
  return sql`coalesce((select json_agg(${summaryJson('p')} order by ${byName('p')})
    from parent_child pc inner join users p on p.id = pc.parent_id where pc.child_id = ${userId}), '[]'::json)`;
}

function childrenOf(userId: number): SQL<UserSummary[]> {
  return sql`coalesce((select json_agg(${summaryJson('c')} order by ${byName('c')})
    from parent_child pc inner join users c on c.id = pc.child_id where pc.parent_id = ${userId}), '[]'::json)`;
}

function managerOf(userId: number): SQL<UserSummary | null> {
  return sql`(select ${summaryJson('m')} from user_managers um inner join users m on m.id = um.manager_id
    where um.user_id = ${userId})`;
}

function subordinatesOf(userId: number): SQL<UserSummary[]> {
  return sql`coalesce((select json_agg(${summaryJson('s')} order by ${byName('s')})
    from user_managers um inner join users s on s.id = um.user_id where um.manager_id = ${userId}), '[]'::json)`;
}

function groupsOf(userId: number): SQL<NamedRef[]> {
  return sql`coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name, g.id)
    from group_users gu inner join groups g on g.id = gu.group_id where gu.user_id = ${userId}), '[]'::json)`;
}

function coordinatedGroupsOf(userId: number): SQL<NamedRef[]> {
  return sql`coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name, g.id)
    from group_coordinators gc inner join groups g on g.id = gc.group_id where gc.user_id = ${userId}), '[]'::json)`;
}

function coursesTakenOf(userId: number): SQL<Array<{ id: number; name: string; status: string }>> {
  return sql`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'status', e.status)
      order by e.enrolled_at desc, c.id)
    from enrollments e inner join courses c on c.id = e.course_id where e.user_id = ${userId}), '[]'::json)`;
}

/** Which cards to read. Family (parents and children) is always read: whoever may view the user sees it. */
export interface CardSelection {
  coursesTaken: boolean;
  management: boolean;
}

export interface UserCards {
  parents: UserSummary[];
  children: UserSummary[];
  courses_taken?: CourseTaken[];
  manager?: UserSummary | null;
  subordinates?: UserSummary[];
  groups?: NamedRef[];
  coordinated_groups?: NamedRef[];
}

const NONE = sql`null`;

/** The cards of one user in one statement; a card not selected is not read (and absent from the answer). */
export async function findUserCards(db: Database, userId: number, cards: CardSelection): Promise<UserCards> {
  const m = cards.management;
  const [row] = await db
    .select({
      parents: parentsOf(userId),
      children: childrenOf(userId),
      coursesTaken: cards.coursesTaken ? coursesTakenOf(userId) : (NONE as SQL<null>),
      manager: m ? managerOf(userId) : (NONE as SQL<null>),
      subordinates: m ? subordinatesOf(userId) : (NONE as SQL<null>),
      groups: m ? groupsOf(userId) : (NONE as SQL<null>),
      coordinatedGroups: m ? coordinatedGroupsOf(userId) : (NONE as SQL<null>),
    })
    .from(users)
    .where(eq(users.id, userId));
  const found: UserCards = { parents: row?.parents ?? [], children: row?.children ?? [] };
  if (cards.coursesTaken) {
    found.courses_taken = (row?.coursesTaken ?? []).flatMap((course) => {
      const status = EnrollmentRecordStatusSchema.safeParse(course.status);
      return status.success ? [{ id: course.id, name: course.name, status: status.data }] : [];
    });
  }
  if (m) {
    found.manager = row?.manager ?? null;
    found.subordinates = row?.subordinates ?? [];
    found.groups = row?.groups ?? [];
    found.coordinated_groups = row?.coordinatedGroups ?? [];
  }
  return found;
}

interface TreeRow extends UserSummary {
  manager_id: number;
}

/**
 * Everyone below the user in the manager hierarchy (the assistants tree), in one statement: a recursive CTE
 * down user_managers, guarded by the path so that even a corrupt loop ends.
 */
export async function assistantsOf(db: Database, userId: number): Promise<AssistantNode[]> {
  const [row] = await db
    .select({
      rows: sql<TreeRow[]>`coalesce((
        with recursive tree(user_id, manager_id, path) as (
          select um.user_id, um.manager_id, array[um.manager_id, um.user_id]
          from user_managers um where um.manager_id = ${userId}
          union all
          select um.user_id, um.manager_id, tree.path || um.user_id
          from user_managers um inner join tree on um.manager_id = tree.user_id
          where not (um.user_id = any(tree.path))
        )
        select json_agg(json_build_object('id', u.id, 'username', u.username, 'first_name', u.first_name,
            'middle_name', u.middle_name, 'last_name', u.last_name, 'manager_id', tree.manager_id)
          order by u.last_name, u.first_name, u.id)
        from tree inner join users u on u.id = tree.user_id
      ), '[]'::json)`,
    })
    .from(sql`(select 1) as one`);
  return buildTree(row?.rows ?? [], userId);
}

/** Nests the rows (each with its manager_id) under `rootId`, keeping their order. */
export function buildTree(rows: readonly TreeRow[], rootId: number): AssistantNode[] {
  const below = new Map<number, TreeRow[]>();
  for (const row of rows) {
    const list = below.get(row.manager_id) ?? [];
    list.push(row);
    below.set(row.manager_id, list);
  }
  const seen = new Set<number>([rootId]);
  const nest = (managerId: number): AssistantNode[] =>
    (below.get(managerId) ?? []).flatMap((row) => {
      if (seen.has(row.id)) return [];
      seen.add(row.id);
      const { manager_id: _manager, ...summary } = row;
      return [{ ...summary, subordinates: nest(row.id) }];
    });
  return nest(rootId);
}

/** The ids of everyone below the user (not the user), for loop checks and available managers. */
export function descendantIdsSql(userId: number): SQL {
  return sql`(with recursive below(id, path) as (
      select um.user_id, array[um.manager_id, um.user_id] from user_managers um where um.manager_id = ${userId}
      union all
      select um.user_id, below.path || um.user_id from user_managers um inner join below on um.manager_id = below.id
      where not (um.user_id = any(below.path))
    ) select id from below)`;
}
