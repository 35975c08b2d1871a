import { describe, expect, it } from 'vitest';
import { courseAbilities, courseAccess, eventAccess, groupAccess, userAccess } from './object-access.js';

const student = { id: 5, is_admin: false, permissions: [] };
const admin = { id: 1, is_admin: true, permissions: [] };
const none = { isAdmin: false, isOwner: false, isCreator: false, isGroupMember: false };

describe('object access rules (the scoped loaders answer from these)', () => {
  it.each([
    ['published public, anyone', { status: 'published', visibility: 'public' }, none, 'visible'],
    ['published private, outsider', { status: 'published', visibility: 'private' }, none, 'hidden'],
    [
      'published private, group member',
      { status: 'published', visibility: 'private' },
      { ...none, isGroupMember: true },
      'visible',
    ],
    ['draft, outsider', { status: 'draft', visibility: 'public' }, none, 'hidden'],
    ['draft, owner', { status: 'draft', visibility: 'public' }, { ...none, isOwner: true }, 'visible'],
  ])('an event: %s -> %s', (_name, event, partial, sight) => {
    const relation = { ...partial, isAttendee: false, isParentOfAttendee: false };
    expect(eventAccess(student, event, relation).sight).toBe(sight);
  });

  it('a published private course is a 403 to outsiders (the page falls back), a draft a 404', () => {
    const relation = {
      ...none,
      isEditor: false,
      isTeacher: false,
      isStudent: false,
      isParentOfStudent: false,
      enrollmentStatus: null,
      isParentOfEnrolled: false,
    };
    expect(courseAccess(student, { status: 'published', visibility: 'private' }, relation).sight).toBe(
      'forbidden',
    );
    expect(courseAccess(student, { status: 'draft', visibility: 'public' }, relation).sight).toBe('hidden');
    expect(
      courseAccess(student, { status: 'draft', visibility: 'public' }, { ...relation, isTeacher: true }).can,
    ).toEqual({ edit: true, manage: false });
  });

  it("holding create_course does not open another person's course; sessions need an enrolled status", () => {
    const relation = {
      ...none,
      isEditor: false,
      isTeacher: false,
      isStudent: true,
      isParentOfStudent: false,
      enrollmentStatus: 'requested' as const,
      isParentOfEnrolled: false,
    };
    const creator = { ...student, permissions: [{ key: 'create_course' }] };
    const course = { status: 'published', visibility: 'public' };
    expect(courseAccess(creator, course, relation).can).toEqual({ edit: false, manage: false });
    expect(courseAbilities(student, course, relation)).toEqual({
      edit: false,
      manage: false,
      view_sessions: false,
      enroll: true,
    });
    expect(
      courseAbilities(student, course, { ...relation, enrollmentStatus: 'enrolled' }).view_sessions,
    ).toBe(true);
    expect(courseAbilities(null, course, relation).enroll).toBe(false);
    // The course's staff and admins do not join it.
    expect(courseAbilities(student, course, { ...relation, isTeacher: true }).enroll).toBe(false);
    expect(courseAbilities(admin, course, { ...relation, isAdmin: true }).enroll).toBe(false);
    expect(courseAbilities(student, { status: 'published', visibility: 'private' }, relation).enroll).toBe(
      false,
    );
  });

  it('a group needs membership; coordinators and admins manage it', () => {
    const outsider = { isAdmin: false, isMember: false, isCoordinator: false };
    expect(groupAccess(outsider)).toEqual({ sight: 'forbidden', can: { manage: false } });
    expect(groupAccess({ ...outsider, isMember: true })).toEqual({
      sight: 'visible',
      can: { manage: false },
    });
    expect(groupAccess({ ...outsider, isCoordinator: true }).can.manage).toBe(true);
    expect(groupAccess({ ...outsider, isAdmin: true }).can.manage).toBe(true);
  });

  it('a user page: the user, a parent and admins see it; others get a 403', () => {
    const stranger = { isAdmin: false, isSelf: false, isParent: false, isChild: false };
    expect(userAccess(student, { id: 9 }, stranger).sight).toBe('forbidden');
    expect(userAccess(student, { id: 9 }, { ...stranger, isParent: true }).sight).toBe('visible');
    expect(userAccess(student, { id: 5 }, { ...stranger, isSelf: true }).sight).toBe('visible');
    expect(userAccess(admin, { id: 9 }, { ...stranger, isAdmin: true }).can.grantPermissions).toBe(true);
  });

  it('the management cards: view_management holders, and a user on their own page', () => {
    const stranger = { isAdmin: false, isSelf: false, isParent: false, isChild: false };
    expect(userAccess(student, { id: 9 }, { ...stranger, isParent: true }).can.viewManagement).toBe(false);
    expect(userAccess(student, { id: 5 }, { ...stranger, isSelf: true }).can.viewManagement).toBe(true);
    expect(userAccess(admin, { id: 9 }, { ...stranger, isAdmin: true }).can.viewManagement).toBe(true);
  });
});
