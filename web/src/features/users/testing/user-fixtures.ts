import type { User, UserDetail, UserPageAbilities, UserSummary } from '@campus/sdk';
import { testUser } from '../../../testing/users';

export const NO_ABILITIES: UserPageAbilities = {
  edit: false,
  delete: false,
  view_courses_taken: false,
  view_management: false,
  assign_manager: false,
  manage_family: false,
  view_permissions: false,
  grant_permissions: false,
};

/** Abilities with only the given ones true. */
export function abilities(...keys: (keyof UserPageAbilities)[]): UserPageAbilities {
  return { ...NO_ABILITIES, ...Object.fromEntries(keys.map((key) => [key, true])) };
}

export const ALL_ABILITIES = abilities(...(Object.keys(NO_ABILITIES) as (keyof UserPageAbilities)[]));

/** A GET /users/{id} (or GET /profile) answer: no relations and no abilities unless given. */
export function userDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  const { can, parents, children, ...user } = overrides;
  return {
    ...testUser(user as Partial<User>),
    parents: parents ?? [],
    children: children ?? [],
    can: can ?? NO_ABILITIES,
    ...user,
  };
}

export function summary(id: number, first: string, last: string, username: string): UserSummary {
  return { id, first_name: first, middle_name: null, last_name: last, username };
}

/** GET /profile's answer for a plain user: the detail with no relations (courses taken empty). */
export function asProfile(user: User): UserDetail {
  return { ...user, parents: [], children: [], courses_taken: [], can: abilities('view_courses_taken') };
}
