import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages.js';
import {
  FamilyRelationshipsSchema,
  UserInlineUpdateSchema,
  UserPermissionsSchema,
} from './user-relations.js';

describe('UserInlineUpdateSchema: only the fields sent', () => {
  it('adds nothing that was not sent (no defaults): an untouched field never changes', () => {
    expect(UserInlineUpdateSchema.parse({ city: ' Springfield ' })).toEqual({ city: 'Springfield' });
    expect(UserInlineUpdateSchema.parse({})).toEqual({});
  });

  it('checks each field sent by the admin user form rules, with the spec messages', () => {
    const result = UserInlineUpdateSchema.safeParse({ first_name: ' ', state: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['first_name', M.firstNameRequired],
        ['state', M.stateRequired],
      ]),
    );
  });

  it('takes parent_ids or child_ids alone, without repeats', () => {
    expect(UserInlineUpdateSchema.parse({ parent_ids: [3, '3', 4] })).toEqual({ parent_ids: [3, 4] });
  });
});

describe('family and permission bodies', () => {
  it('refuses more than 20 of either side, and ids that are not ids', () => {
    const many = Array.from({ length: 21 }, (_, i) => i + 1);
    const tooMany = FamilyRelationshipsSchema.safeParse({ parent_ids: many, child_ids: [] });
    expect(tooMany.error?.issues[0]?.message).toBe(M.familyTooMany);
    expect(FamilyRelationshipsSchema.safeParse({ parent_ids: [0], child_ids: [] }).success).toBe(false);
  });

  it('keeps each permission id once', () => {
    expect(UserPermissionsSchema.parse({ permission_ids: [2, 2, 5] })).toEqual({ permission_ids: [2, 5] });
    expect(UserPermissionsSchema.safeParse({ permission_ids: ['x'] }).error?.issues[0]?.message).toBe(
      M.permissionUnknown,
    );
  });
});
