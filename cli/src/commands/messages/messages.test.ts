import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Message } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';

// campus messages against the real server with the demo data (fixtures/src/demo-social.ts): the student has
// four messages, one unread ('Science fair project check-in' from teacher); coordinator wrote 'Lab coats for
// the science fair' to four members of Grade 8 Science.

const t = cliServerForFile();
const { cli } = t;

async function inboxOf(username: string): Promise<Message[]> {
  await signIn(t, username);
  return cliJson<Message[]>(t, ['messages', 'inbox']);
}

describe('campus messages inbox and sent', () => {
  it('lists the inbox newest first with the unread ones marked new, piped as TSV', async () => {
    await signIn(t, 'student');
    const table = await cli(['messages', 'inbox']);
    expect(table.exitCode, table.stderr).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^\d+\tnew\tteacher\tScience fair project check-in\t\t\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    expect(lines[2]).toMatch(/^\d+\t\tcoordinator\tLab coats for the science fair\t/);
    expect(table.stderr).toContain('Page 1 of 1 (4 messages).');
    const unread = await cli(['messages', 'inbox', '--unread']);
    expect(unread.stdout.trim().split('\n')).toHaveLength(1);
    expect(unread.stderr).toContain('(1 unread messages)');
    const json = await cliJson<Message[]>(t, ['messages', 'inbox', '--page', '1']);
    expect(json).toHaveLength(4);
    expect(json[0]?.subject).toBe('Science fair project check-in');
  });

  it('lists the sent messages with their recipients, aligned under headers on a terminal', async () => {
    await signIn(t, 'coordinator');
    const table = await cli(['messages', 'sent'], { tty: true });
    expect(table.exitCode, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/^ID\s+TO\s+SUBJECT\s+COURSE\s+DATE/);
    expect(table.stdout).toMatch(/Lab coats for the science fair/);
    expect(table.stdout).toMatch(/and 1 more/);
    const empty = await cli(['messages', 'sent', '--unread']);
    expect(empty.exitCode).toBe(0);
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toContain('No unread messages.');
  });

  it('exits 4 signed out', async () => {
    const result = await cli(['messages', 'inbox', '--api-url', t.server.apiUrl]);
    expect(result.exitCode).toBe(4);
  });
});

describe('campus messages read', () => {
  it('prints the message as text and marks it read', async () => {
    const [first] = await inboxOf('student');
    expect(first?.is_read).toBe(false);
    const read = await cli(['messages', 'read', String(first?.id)]);
    expect(read.exitCode, read.stderr).toBe(0);
    expect(read.stdout).toContain('From\tteacher');
    expect(read.stdout).toContain('To\tstudent');
    expect(read.stdout).toContain('Course\t-');
    expect(read.stdout).toContain('Subject\tScience fair project check-in');
    expect(read.stdout).toMatch(/\n\nPlease bring your project outline on Monday.\n$/);
    expect(read.stdout).not.toContain('<p>');
    expect(await cliJson<Message[]>(t, ['messages', 'inbox', '--unread'])).toEqual([]);
  });

  it("refuses someone else's message with the server's 404 (exit 1)", async () => {
    const [first] = await inboxOf('student');
    await signIn(t, 'parent');
    const denied = await cli(['messages', 'read', String(first?.id)]);
    expect(denied.exitCode).toBe(1);
    expect(denied.stderr).toContain('Message not found');
  });
});

describe('campus messages send, reply and delete', () => {
  it('sends plain text by username and id to several people, escaped into paragraphs', async () => {
    await signIn(t, 'coordinator');
    const emma = (await inboxOf('emma.wilson'))[0]?.recipients.find((r) => r.username === 'emma.wilson');
    await signIn(t, 'coordinator');
    const sent = await cli([
      'messages',
      'send',
      '--to',
      `student,${emma?.id}`,
      '--subject',
      'Goggles',
      '--body',
      'Bring <goggles> & gloves.\n\nThanks!',
    ]);
    expect(sent.exitCode, sent.stderr).toBe(0);
    expect(sent.stderr).toMatch(
      /^Sent message \d+ "Goggles" to (emma\.wilson, student|student, emma\.wilson)\.\n$/,
    );
    const [received] = await inboxOf('student');
    expect(received).toMatchObject({ subject: 'Goggles', is_read: false });
    expect(received?.content).toBe('<p>Bring &lt;goggles&gt; &amp; gloves.</p><p>Thanks!</p>');
  });

  it('reads the text from a file or stdin, and needs one when stdin is a terminal', async () => {
    await signIn(t, 'teacher');
    const file = join(t.configDir, 'note.txt');
    await writeFile(file, 'From a file.\n');
    const fromFile = await cli([
      'messages',
      'send',
      '--to',
      'student',
      '--subject',
      'File',
      '--body-file',
      file,
    ]);
    expect(fromFile.exitCode, fromFile.stderr).toBe(0);
    const fromStdin = await cli(['messages', 'send', '--to', 'student', '--subject', 'Stdin'], {
      stdin: 'Piped.',
    });
    expect(fromStdin.exitCode, fromStdin.stderr).toBe(0);
    const subjects = (await inboxOf('student')).map((m) => [m.subject, m.content]);
    expect(subjects).toContainEqual(['File', '<p>From a file.</p>']);
    expect(subjects).toContainEqual(['Stdin', '<p>Piped.</p>']);
    await signIn(t, 'teacher');
    const none = await cli(['messages', 'send', '--to', 'student', '--subject', 'Nothing'], { tty: true });
    expect(none.exitCode).toBe(2);
    expect(none.stderr).toContain('pipe it on stdin');
  });

  it('checks the subject and text before any call (exit 2) and refuses people one may not write to (exit 1)', async () => {
    await signIn(t, 'student');
    const blank = await cli(['messages', 'send', '--to', 'teacher', '--subject', ' ', '--body', '  ']);
    expect(blank.exitCode).toBe(2);
    expect(blank.stderr).toContain('--subject: Subject is required');
    expect(blank.stderr).toContain('--body: Message content is required');
    const stranger = await cli(['messages', 'send', '--to', 'hcarter', '--subject', 'Hi', '--body', 'Hello']);
    expect(stranger.exitCode).toBe(1);
    expect(stranger.stderr).toContain('Cannot write to hcarter');
    const byId = await cli(['messages', 'send', '--to', '999999', '--subject', 'Hi', '--body', 'Hello']);
    expect(byId.exitCode).toBe(1);
    expect(byId.stderr).toContain(
      'You can only write to people you share a group, a course or a family with',
    );
  });

  it("replies to the sender with 'Re:'", async () => {
    const [first] = await inboxOf('student');
    const reply = await cli(['messages', 'reply', String(first?.id), '--body', 'Will do.']);
    expect(reply.exitCode, reply.stderr).toBe(0);
    expect(reply.stderr).toMatch(
      new RegExp(
        `^Replied to message ${first?.id}: sent message \\d+ "Re: ${first?.subject}" to ${first?.from_user?.username}\\.`,
      ),
    );
    const empty = await cli(['messages', 'reply', String(first?.id), '--body', ' ']);
    expect(empty.exitCode).toBe(2);
    expect(empty.stderr).toContain('Reply cannot be empty');
  });

  it('deletes for oneself: --yes off a terminal, a question on one', async () => {
    const [first] = await inboxOf('student');
    const id = String(first?.id);
    const refused = await cli(['messages', 'delete', id]);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('pass --yes to delete the message');
    const cancelled = await cli(['messages', 'delete', id], {
      tty: true,
      prompter: { input: async () => 'n', password: async () => '' },
    });
    expect(cancelled.exitCode).toBe(2);
    expect((await cliJson<Message[]>(t, ['messages', 'inbox']))[0]?.id).toBe(first?.id);
    const deleted = await cli(['messages', 'delete', id, '--yes']);
    expect(deleted.exitCode, deleted.stderr).toBe(0);
    expect(deleted.stderr).toContain(`Deleted message ${id} (for you; the others keep it).`);
    expect((await cliJson<Message[]>(t, ['messages', 'inbox'])).map((m) => m.id)).not.toContain(first?.id);
    const again = await cli(['messages', 'delete', id, '--yes']);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toContain('Message not found');
  });
});
