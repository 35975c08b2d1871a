import { describe, expect, it } from 'vitest';
import type { PermissionKey } from '../schemas/permission.js';
import { PERMISSION_KEYS } from '../schemas/permission.js';
import {
  canApproveCourses,
  canAssignManager,
  canCreateCourse,
  canCreateEvent,
  canEditCourse,
  canEditUser,
  canGrantPermissions,
  canManageEvent,
  canPublishCourse,
  canViewCoursesTaken,
  canViewManagement,
  canViewPermissions,
  canViewUser,
  hasPermission,
  type PermissionHolder,
} from './permissions.js';

function user(id: number, keys: PermissionKey[] = [], is_admin = false): PermissionHolder {
  return { id, is_admin, permissions: keys.map((key) => ({ key })) };
}

const admin = user(1, [], true);
const plain = user(2);
const target = { id: 99 };

describe('hasPermission', () => {
  it.each(PERMISSION_KEYS)('admin passes %s without holding it', (key) => {
    expect(hasPermission(admin, key)).toBe(true);
  });
  it.each(PERMISSION_KEYS)('a plain user fails %s and a holder passes it', (key) => {
    expect(hasPermission(plain, key)).toBe(false);
    expect(hasPermission(user(3, [key]), key)).toBe(true);
  });
  it('a guest holds nothing', () => {
    expect(hasPermission(null, 'create_event')).toBe(false);
    expect(hasPermission(undefined, 'view_user')).toBe(false);
  });
  it('holding one key does not grant another', () => {
    expect(hasPermission(user(3, ['create_course']), 'create_event')).toBe(false);
  });
});

describe('canViewUser', () => {
  it.each([
    ['admin', admin, {}, true],
    ['view_user holder', user(3, ['view_user']), {}, true],
    ['edit_user holder only', user(3, ['edit_user']), {}, false],
    ['the user themself', user(99), {}, true],
    ['a parent', plain, { isParent: true }, true],
    ['an unrelated user', plain, {}, false],
    ['a guest', null, { isParent: true }, false],
  ] as const)('%s -> %s', (_label, viewer, relation, expected) => {
    expect(canViewUser(viewer, target, relation)).toBe(expected);
  });
});

describe('canViewCoursesTaken', () => {
  it.each([
    ['admin', admin, {}, true],
    ['the user', user(99), {}, true],
    ['a parent', plain, { isParent: true }, true],
    ['view_user', user(3, ['view_user']), {}, true],
    ['create_user', user(3, ['create_user']), {}, true],
    ['assign_manager', user(3, ['assign_manager']), {}, true],
    ['edit_user only', user(3, ['edit_user']), {}, false],
    ['view_management only', user(3, ['view_management']), {}, false],
    ['guest', null, {}, false],
  ] as const)('%s -> %s', (_label, viewer, relation, expected) => {
    expect(canViewCoursesTaken(viewer, target, relation)).toBe(expected);
  });
});

describe('single-key predicates', () => {
  it.each([
    [canEditUser, ['create_user'], true],
    [canEditUser, ['edit_user'], true],
    [canEditUser, ['view_user'], false],
    [canViewManagement, ['view_management'], true],
    [canViewManagement, ['assign_manager'], false],
    [canAssignManager, ['assign_manager'], true],
    [canAssignManager, ['view_management'], false],
    [canViewPermissions, ['view_permission'], true],
    [canViewPermissions, ['grant_permission'], false],
    [canGrantPermissions, ['grant_permission'], true],
    [canGrantPermissions, ['view_permission'], false],
    [canCreateEvent, ['create_event'], true],
    [canCreateEvent, ['create_course'], false],
    [canPublishCourse, ['create_course'], true],
    [canPublishCourse, ['create_event'], false],
  ] as const)('%o with %j -> %s', (predicate, keys, expected) => {
    expect(predicate(user(5, [...keys]))).toBe(expected);
    expect(predicate(admin)).toBe(true);
    expect(predicate(null)).toBe(false);
  });
});

describe('courses and events', () => {
  it('any signed-in user may create a course, a guest may not', () => {
    expect(canCreateCourse(plain)).toBe(true);
    expect(canCreateCourse(null)).toBe(false);
  });
  it('course edit: admin, owner or create_course', () => {
    expect(canEditCourse(admin)).toBe(true);
    expect(canEditCourse(plain, { isOwner: true })).toBe(true);
    expect(canEditCourse(user(3, ['create_course']))).toBe(true);
    expect(canEditCourse(plain)).toBe(false);
    expect(canEditCourse(null, { isOwner: true })).toBe(false);
  });
  it('approving every pending course: admins only, create_course does not help', () => {
    expect(canApproveCourses(admin)).toBe(true);
    expect(canApproveCourses(user(3, ['create_course']))).toBe(false);
    expect(canApproveCourses(plain)).toBe(false);
    expect(canApproveCourses(null)).toBe(false);
  });
  it('event management: admin or owner only, permissions do not help', () => {
    expect(canManageEvent(admin)).toBe(true);
    expect(canManageEvent(plain, { isOwner: true })).toBe(true);
    expect(canManageEvent(user(3, ['create_event']))).toBe(false);
  });
});
