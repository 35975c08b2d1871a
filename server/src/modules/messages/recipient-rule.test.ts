import { MESSAGE_MESSAGES, type MessageRecipient, RECIPIENT_SEARCH_LIMIT } from '@campus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupUsers, users } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { callAs } from '../groups/test-helpers.js';
import { containsPattern } from './recipient-search.js';

// The recipient rule (sdk MESSAGE_RECIPIENT_RULE), one tie per row, on the demo data: the same rule answers
// the search of Compose and decides POST /messages/direct.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

async function search(username: string, text: string): Promise<MessageRecipient[]> {
  const response = await callAs(
    t,
    username,
    'GET',
    `/api/messages/recipients?search=${encodeURIComponent(text)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return envelope<MessageRecipient[]>(response).data;
}

async function mayWrite(from: string, to: string): Promise<boolean> {
  const found = (await search(from, to)).some((person) => person.username === to);
  const response = await callAs(t, from, 'POST', '/api/messages/direct', {
    subject: `From ${from}`,
    content: '<p>Hello</p>',
    to_user_id: ids.user(to),
  });
  // The search and the send agree, whichever way.
  expect(response.statusCode === 201, `${from} -> ${to}: search ${found}, send ${response.statusCode}`).toBe(
    found,
  );
  if (response.statusCode !== 201) {
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors?.to_user_ids).toEqual([MESSAGE_MESSAGES.recipientNotAllowed]);
  }
  return found;
}

describe('who may be written to', () => {
  const allowed: Array<[string, string, string]> = [
    ['a member of a shared group', 'emma.wilson', 'liam.nguyen'],
    ["a group's coordinator and its members", 'ava.johnson', 'coordinator'],
    ['the teacher of a course one is enrolled in', 'ava.johnson', 'jchen'],
    ['a student of a course one teaches', 'mlopez', 'dwilson'],
    ['a fellow owner of a course', 'coordinator', 'teacher'],
    ["the editor of a child's course", 'parent', 'jchen'],
    ['the parent of a student of a course one edits', 'jchen', 'parent'],
    ['one’s parent', 'student', 'parent'],
    ['one’s child', 'tnguyen', 'liam.nguyen'],
    ['one’s manager', 'coordinator', 'manager'],
    ['a subordinate', 'manager', 'coordinator'],
    ['a member of an organization one owns', 'owner', 'liam.nguyen'],
    ['anyone, for an admin', 'admin', 'hcarter'],
  ];
  for (const [tie, from, to] of allowed) {
    it(`allows ${tie} (${from} -> ${to})`, async () => {
      expect(await mayWrite(from, to)).toBe(true);
    });
  }

  const refused: Array<[string, string, string]> = [
    ['someone with no tie', 'student', 'hcarter'],
    ['a student of another organization', 'teacher', 'lucas.kim'],
    ['a stranger, for a parent', 'parent', 'sofia.garcia'],
    ['oneself', 'student', 'student'],
    ["another organization's owner", 'owner', 'hcarter'],
  ];
  for (const [tie, from, to] of refused) {
    it(`refuses ${tie} (${from} -> ${to})`, async () => {
      expect(await mayWrite(from, to)).toBe(false);
    });
  }

  it('allows writing back to anyone who wrote first', async () => {
    expect(await mayWrite('lucas.kim', 'admin')).toBe(false);
    const response = await callAs(t, 'admin', 'POST', '/api/messages/direct', {
      subject: 'Hello Lucas',
      content: '<p>Welcome</p>',
      to_user_id: ids.user('lucas.kim'),
    });
    expect(response.statusCode).toBe(201);
    expect(await mayWrite('lucas.kim', 'admin')).toBe(true);
  });
});

describe('GET /api/messages/recipients', () => {
  it('finds people by first name, last name, full name or username, in any case', async () => {
    for (const text of ['emma', 'WILSON', 'Emma Wil', 'emma.w']) {
      expect(
        (await search('student', text)).map((p) => p.username),
        text,
      ).toContain('emma.wilson');
    }
    expect(await search('student', 'zzz-nobody')).toEqual([]);
  });

  it('lists names and usernames only, never oneself, never an email', async () => {
    const people = await search('coordinator', '');
    expect(people.length).toBeGreaterThan(3);
    expect(people.map((p) => p.username)).not.toContain('coordinator');
    for (const person of people) {
      expect(Object.keys(person).sort()).toEqual([
        'first_name',
        'id',
        'last_name',
        'middle_name',
        'username',
      ]);
    }
    const admins = await search('lucas.kim', '');
    expect(JSON.stringify(admins)).not.toContain('@');
  });

  it(`answers at most ${RECIPIENT_SEARCH_LIMIT} people, by name`, async () => {
    const made = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          firstName: 'Many',
          lastName: `Member ${String(i).padStart(2, '0')}`,
          username: `many.member.${i}`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    await t.database.db
      .insert(groupUsers)
      .values(made.map((user) => ({ groupId: ids.group('Hillcrest SAT Prep'), userId: user.id })));
    const people = await search('hcarter', 'many');
    expect(people).toHaveLength(RECIPIENT_SEARCH_LIMIT);
    expect(people.map((p) => p.last_name)).toEqual(
      Array.from({ length: RECIPIENT_SEARCH_LIMIT }, (_, i) => `Member ${String(i).padStart(2, '0')}`),
    );
    // Someone whose username is the search comes first, however many names match before theirs.
    const [exact] = await t.database.db
      .insert(users)
      .values({ firstName: 'Zed', lastName: 'Zulu', username: 'Many', passwordHash: 'x' })
      .returning({ id: users.id });
    await t.database.db
      .insert(groupUsers)
      .values({ groupId: ids.group('Hillcrest SAT Prep'), userId: exact?.id ?? 0 });
    const first = await search('hcarter', 'many');
    expect(first).toHaveLength(RECIPIENT_SEARCH_LIMIT);
    expect(first[0]?.username).toBe('Many');
  });

  it('matches wildcards literally and refuses an over-long search', async () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(await search('admin', '%')).toEqual([]);
    expect(await search('admin', '_')).toEqual([]);
    const long = await callAs(t, 'admin', 'GET', `/api/messages/recipients?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
  });
});
