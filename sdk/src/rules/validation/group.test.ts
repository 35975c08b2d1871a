import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from './field-errors.js';
import { GroupInputSchema, UserIdsSchema } from './group.js';
import { OrganizationInputSchema, OrganizationUserInputSchema } from './organization.js';

function errors(schema: typeof GroupInputSchema | typeof OrganizationInputSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error);
}

describe('GroupInputSchema', () => {
  it('needs a name; the description is optional', () => {
    expect(GroupInputSchema.parse({ name: ' Chess ' })).toEqual({ name: 'Chess', description: null });
    expect(errors(GroupInputSchema, { name: '  ' }).name).toEqual(['Group name is required']);
  });
});

describe('UserIdsSchema', () => {
  it('needs at least one user and names each once', () => {
    expect(UserIdsSchema.parse({ user_ids: [3, '3', 4] })).toEqual({ user_ids: [3, 4] });
    expect(UserIdsSchema.safeParse({ user_ids: [] }).error?.issues[0]?.message).toBe(
      'Please select at least one user',
    );
    expect(UserIdsSchema.safeParse({ user_ids: [true] }).success).toBe(false);
  });
});

describe('OrganizationInputSchema', () => {
  it('needs a name; description, owner and Stripe account are optional', () => {
    expect(
      OrganizationInputSchema.parse({ name: 'Oak School', owner_id: '7', stripe_account_id: '' }),
    ).toEqual({
      name: 'Oak School',
      description: null,
      owner_id: 7,
      stripe_account_id: null,
    });
    expect(errors(OrganizationInputSchema, { name: '' }).name).toEqual(['Organization name is required']);
  });

  it('adds users as members unless another role is named', () => {
    expect(OrganizationUserInputSchema.parse({ user_id: 5 })).toEqual({ user_id: 5, role: 'member' });
    expect(OrganizationUserInputSchema.safeParse({ user_id: 5, role: 'owner' }).success).toBe(false);
  });
});
