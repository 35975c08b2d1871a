import type { Group, GroupCandidate, GroupMember } from '@campus/sdk';

export function member(id: number, overrides: Partial<GroupMember> = {}): GroupMember {
  return {
    id,
    username: `user${id}`,
    first_name: `First${id}`,
    middle_name: null,
    last_name: `Last${id}`,
    gender: 'female',
    is_student: true,
    school_grade: '8',
    ...overrides,
  };
}

export function group(id: number, overrides: Partial<Group> = {}): Group {
  return {
    id,
    name: `Group ${id}`,
    description: null,
    creator: null,
    created_at: '2026-01-01T00:00:00.000Z',
    users: [],
    coordinators: [],
    ...overrides,
  };
}

export function candidate(id: number, overrides: Partial<GroupCandidate> = {}): GroupCandidate {
  return { ...member(id), groups: [{ id: 1, name: 'Grade 8 Science' }], ...overrides };
}

/** Grade 8 Science as the demo coordinator sees it. */
export const science = group(1, {
  name: 'Grade 8 Science',
  description: 'Eighth-grade science students',
  users: [
    member(11, { first_name: 'Emma', last_name: 'Wilson', username: 'emma.wilson', school_grade: '8' }),
    member(12, {
      first_name: 'Liam',
      last_name: 'Nguyen',
      username: 'liam.nguyen',
      gender: 'male',
      school_grade: '7',
    }),
    member(13, { first_name: 'Ava', last_name: 'Johnson', username: 'ava.johnson', school_grade: '9' }),
    member(14, {
      first_name: 'Dana',
      last_name: 'Adams',
      username: 'dadams',
      is_student: false,
      school_grade: null,
    }),
  ],
  coordinators: [
    { id: 3, username: 'coordinator', first_name: 'Casey', middle_name: null, last_name: 'Cole' },
  ],
});
