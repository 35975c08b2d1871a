import type { Announcement, Group, GroupDetail, GroupMember } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';

// campus groups against the real server with the demo data: coordinator coordinates 'Grade 8 Science',
// student is a member of it.

const t = cliServerForFile();
const { cli } = t;

async function groupId(name: string): Promise<number> {
  const groups = await cliJson<Group[]>(t, ['groups', 'list']);
  const group = groups.find((listed) => listed.name === name);
  if (!group) throw new Error(`no group ${name}`);
  return group.id;
}

describe('campus groups list, show, create, edit, delete', () => {
  it('lists the groups a coordinator belongs to, as a table and as JSON', async () => {
    await signIn(t, 'coordinator');
    const table = await cli(['groups', 'list']);
    expect(table.exitCode).toBe(0);
    expect(table.stdout).toMatch(/^\d+\tGrade 8 Science\t4\t1\t/m);
    const groups = await cliJson<Group[]>(t, ['groups', 'list']);
    expect(groups.map((group) => group.name)).toContain('Grade 8 Science');
  });

  it('shows a group with its coordinators, and refuses a non-member with the server message (exit 1)', async () => {
    await signIn(t, 'coordinator');
    const id = await groupId('Grade 8 Science');
    const shown = await cli(['groups', 'show', String(id)]);
    expect(shown.exitCode).toBe(0);
    expect(shown.stdout).toContain('Name\tGrade 8 Science');
    expect(shown.stdout).toContain('Coordinators\tcoordinator');
    const detail = await cliJson<GroupDetail>(t, ['groups', 'show', String(id)]);
    expect(detail.group.users?.length).toBe(4);

    await signIn(t, 'parent');
    const denied = await cli(['groups', 'show', String(id)]);
    expect(denied.exitCode).toBe(1);
    expect(denied.stderr).toContain('Access denied: You are not a member of this group');
    const missing = await cli(['groups', 'show', '999999']);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('Group not found');
  });

  it('creates, edits and deletes a group (delete needs --yes without a terminal)', async () => {
    await signIn(t, 'coordinator');
    const invalid = await cli(['groups', 'create', '--name', '  ']);
    expect(invalid.exitCode).toBe(2);
    expect(invalid.stderr).toContain('--name: Group name is required');

    const created = await cliJson<Group>(t, [
      'groups',
      'create',
      '--name',
      'Chess Club',
      '--description',
      'Weekly',
    ]);
    expect(created).toMatchObject({ name: 'Chess Club', description: 'Weekly' });
    const id = String(created.id);

    const edited = await cli(['groups', 'edit', id, '--name', 'Chess and Go']);
    expect(edited.exitCode).toBe(0);
    expect(edited.stderr).toContain(`Updated group ${id} "Chess and Go"`);
    const detail = await cliJson<GroupDetail>(t, ['groups', 'show', id]);
    expect(detail.group).toMatchObject({ name: 'Chess and Go', description: 'Weekly' });

    const refused = await cli(['groups', 'delete', id]);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('pass --yes');
    expect((await cli(['groups', 'show', id])).exitCode).toBe(0);

    const cancelled = await cli(['groups', 'delete', id], { tty: true, prompter: answering('n') });
    expect(cancelled.exitCode).toBe(2);
    expect((await cli(['groups', 'show', id])).exitCode).toBe(0);

    const asked: string[] = [];
    const confirmed = await cli(['groups', 'delete', id], { tty: true, prompter: answering('y', asked) });
    expect(confirmed.exitCode).toBe(0);
    expect(asked[0]).toContain('Delete group');
    expect((await cli(['groups', 'show', id])).stderr).toContain('Group not found');
  });

  it('refuses a member editing or deleting the group (server message, exit 1)', async () => {
    await signIn(t, 'student');
    const id = String(await groupId('Grade 8 Science'));
    const edit = await cli(['groups', 'edit', id, '--name', 'Mine now']);
    expect(edit.exitCode).toBe(1);
    expect(edit.stderr.trim().length).toBeGreaterThan(0);
    const remove = await cli(['groups', 'delete', id, '--yes']);
    expect(remove.exitCode).toBe(1);
  });
});

describe('campus groups members and coordinators', () => {
  it('prints members as a table, JSON and CSV', async () => {
    await signIn(t, 'coordinator');
    const id = String(await groupId('Grade 8 Science'));
    const members = await cliJson<GroupMember[]>(t, ['groups', 'members', id]);
    expect(members.map((member) => member.username).sort()).toEqual(
      ['ava.johnson', 'emma.wilson', 'liam.nguyen', 'student'].sort(),
    );
    const csv = await cli(['groups', 'members', id, '--csv']);
    expect(csv.exitCode).toBe(0);
    const lines = csv.stdout.trim().split('\n');
    expect(lines[0]).toBe('user_id,username,first_name,last_name,gender,is_student,school_grade');
    expect(lines).toHaveLength(5);
    expect(csv.stdout).toMatch(/^\d+,student,/m);
    const table = await cli(['groups', 'members', id], { tty: true });
    expect(table.stdout).toMatch(/^ID\s+USERNAME\s+FIRST NAME/m);
  });

  it('adds and removes a coordinator; an unknown username changes nothing (exit 1)', async () => {
    await signIn(t, 'coordinator');
    const id = String(await groupId('Grade 8 Science'));
    const added = await cli(['groups', 'coordinators', 'add', id, '--user', 'emma.wilson']);
    expect(added.exitCode, added.stderr).toBe(0);
    let detail = await cliJson<GroupDetail>(t, ['groups', 'show', id]);
    expect(detail.group.coordinators?.map((user) => user.username).sort()).toEqual([
      'coordinator',
      'emma.wilson',
    ]);

    const unknown = await cli(['groups', 'coordinators', 'add', id, '--user', 'nobody-here']);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain('nobody-here');

    const removed = await cli(['groups', 'coordinators', 'remove', id, '--user', 'emma.wilson']);
    expect(removed.exitCode, removed.stderr).toBe(0);
    detail = await cliJson<GroupDetail>(t, ['groups', 'show', id]);
    expect(detail.group.coordinators?.map((user) => user.username)).toEqual(['coordinator']);
  });
});

describe('campus groups announce and announcements', () => {
  it('posts plain text as paragraphs and lists it with its status; members see only Active ones', async () => {
    await signIn(t, 'coordinator');
    const id = String(await groupId('Grade 8 Science'));
    const dir = t.configDir;
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${dir}/body.txt`, 'Bring a jacket.\n\nBuses leave at 8 & return < 5.\n');

    const bad = await cli([
      'groups',
      'announce',
      id,
      '--title',
      'Trip',
      '--body-file',
      `${dir}/body.txt`,
      '--from',
      '2026-12-05',
      '--until',
      '2026-12-01',
    ]);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('--until: Available until date must be after available from date');

    // Yesterday: newest first, it lands on page 1 among the seeded ones (their dates follow today too).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const posted = await cliJson<Announcement & { status: string }>(t, [
      'groups',
      'announce',
      id,
      '--title',
      'Field trip',
      '--body-file',
      `${dir}/body.txt`,
      '--from',
      yesterday,
    ]);
    expect(posted.status).toBe('Active');
    expect(posted.body).toContain('<p>Bring a jacket.</p>');
    expect(posted.body).toContain('&amp; return &lt; 5.');
    // Without --from it is shown from now, as the web form's default: Active at once.
    const before = Date.now();
    const now = await cliJson<Announcement & { status: string }>(t, [
      'groups',
      'announce',
      id,
      '--title',
      'Today',
      '--body-file',
      `${dir}/body.txt`,
    ]);
    expect(now.status).toBe('Active');
    const from = new Date(now.available_from).getTime();
    expect(from).toBeLessThanOrEqual(Date.now());
    expect(from).toBeGreaterThan(before - 60_000);
    // An HTML body from stdin is sent as written.
    const fromStdin = await cli(
      [
        'groups',
        'announce',
        id,
        '--title',
        'Next year',
        '--body-file',
        '-',
        '--from',
        '2999-01-01',
        '--json',
      ],
      { stdin: '<h2>Plans</h2><p>Soon.</p>' },
    );
    expect(fromStdin.exitCode, fromStdin.stderr).toBe(0);
    const later = JSON.parse(fromStdin.stdout) as Announcement & { status: string };
    expect(later.body).toBe('<h2>Plans</h2><p>Soon.</p>');
    expect(later.status).toBe('Scheduled');

    const all = await cli(['groups', 'announcements', id, '--all']);
    expect(all.exitCode).toBe(0);
    expect(all.stdout).toMatch(/^\d+\tField trip\tActive\t/m);
    expect(all.stdout).toMatch(/^\d+\tNext year\tScheduled\t/m);

    await signIn(t, 'student');
    const seen = await cliJson<Array<{ title: string; status: string }>>(t, ['groups', 'announcements', id]);
    expect(seen.map((row) => row.title)).toContain('Field trip');
    expect(seen.map((row) => row.title)).not.toContain('Next year');
    const refused = await cli([
      'groups',
      'announce',
      id,
      '--title',
      'Hi',
      '--body-file',
      `${dir}/body.txt`,
      '--from',
      '2020-01-01',
    ]);
    expect(refused.exitCode).toBe(1);
  });
});

function answering(answer: string, asked: string[] = []) {
  return {
    input: async (question: string) => {
      asked.push(question);
      return answer;
    },
    password: async () => '',
  };
}
