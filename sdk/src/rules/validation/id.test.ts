import { describe, expect, it } from 'vitest';
import { IdParamSchema } from '../../schemas/envelope.js';
import { idField, idParam, MAX_ID } from './id.js';
import { RegisterInputSchema } from './registration.js';

const WRONG_TYPES: unknown[] = [
  true,
  false,
  [1],
  { id: 1 },
  '0x1',
  '1e0',
  '1e2',
  ' 1',
  '1 ',
  '+1',
  '-1',
  '1.0',
  '',
  // One spelling per id: a leading zero would give id 1 a second address.
  '01',
  '007',
  '00',
];
const OUT_OF_RANGE: unknown[] = [0, -1, 1.5, MAX_ID + 1, 1e20, '99999999999999999999', '0', null, undefined];

describe('idField (bodies and forms)', () => {
  it.each([
    [1, 1],
    [42, 42],
    ['42', 42],
    ['10', 10],
    [MAX_ID, MAX_ID],
  ])('accepts %j as %i', (input, expected) => {
    expect(idField().parse(input)).toBe(expected);
  });

  it.each([...WRONG_TYPES, ...OUT_OF_RANGE])('refuses %j with the given message only', (input) => {
    const result = idField('Please select an organization').safeParse(input);
    expect(result.success).toBe(false);
    const messages = new Set(result.error?.issues.map((issue) => issue.message));
    expect([...messages]).toEqual(['Please select an organization']);
  });

  it('keeps the register form working: its select holds the id as text', () => {
    const form = {
      first_name: 'Nora',
      last_name: 'Quinn',
      username: 'nora',
      gender: 'female',
      organization_id: '3',
      password: 'secret-pass-1',
      password_confirmation: 'secret-pass-1',
    };
    expect(RegisterInputSchema.parse(form).organization_id).toBe(3);
    const empty = RegisterInputSchema.safeParse({ ...form, organization_id: '' });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['organization_id', 'Please select an organization'],
    ]);
  });
});

describe('idParam (path parameters and query strings)', () => {
  it('reads decimal digits', () => {
    expect(idParam().parse('7')).toBe(7);
    expect(IdParamSchema.parse({ id: '7' })).toEqual({ id: 7 });
  });

  it.each([...WRONG_TYPES, ...OUT_OF_RANGE, 7])('refuses %j', (input) => {
    expect(idParam().safeParse(input).success).toBe(false);
  });

  it('bounds path ids', () => {
    expect(IdParamSchema.safeParse({ id: String(MAX_ID + 1) }).success).toBe(false);
  });
});
