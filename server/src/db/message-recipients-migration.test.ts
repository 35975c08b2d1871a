import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { selectRows } from '../testing/database-tables.js';
import { createBlankDatabase } from '../testing/test-database.js';
import type { DatabaseHandle } from './connect.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.js';

// The message_recipients migration moves every old message's recipient across: a direct message's to_user_id
// with its read and deleted state, and a course message without a recipient to the course's teacher, owners
// and editors (not its sender). Old rows are written with the migrations before it, then it runs.

interface JournalEntry {
  tag: string;
}

let handle: DatabaseHandle;
let folder: string;

beforeAll(async () => {
  handle = await createBlankDatabase();
  folder = await mkdtemp(join(tmpdir(), 'campus-migrations-'));
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_message_recipients'));
  expect(at).toBeGreaterThan(0);
  const before = journal.entries.slice(0, at);
  await mkdir(join(folder, 'meta'));
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: before }));
  for (const entry of before) {
    await copyFile(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
});
afterAll(async () => {
  await handle?.close();
  await rm(folder, { recursive: true, force: true });
});

it('moves direct and course messages into message_recipients and drops the old columns', async () => {
  expect(await migrateDatabase(handle, folder)).toBeGreaterThan(0);
  await handle.exec(`
    INSERT INTO users (id, first_name, last_name, username, password_hash) VALUES
      (1, 'Sam', 'Student', 'sam', 'x'), (2, 'Tom', 'Teacher', 'tom', 'x'), (3, 'Olga', 'Owner', 'olga', 'x'),
      (4, 'Ed', 'Editor', 'ed', 'x');
    INSERT INTO courses (id, name, teacher_id) VALUES (10, 'Robots', 2);
    INSERT INTO course_owners (course_id, user_id) VALUES (10, 2), (10, 3);
    INSERT INTO course_editors (course_id, user_id) VALUES (10, 4);
    INSERT INTO messages (id, from_user_id, to_user_id, course_id, subject, content, is_read, read_at,
        deleted_by_sender, deleted_by_recipient, created_at) VALUES
      (100, 2, 1, NULL, 'Read', '<p>a</p>', true, '2025-03-01T10:05:00Z', false, false, '2025-03-01T10:00:00Z'),
      (101, 2, 1, NULL, 'Unread, deleted', '<p>b</p>', false, NULL, true, true, '2025-03-02T10:00:00Z'),
      (102, 1, NULL, 10, 'Course question', '<p>c</p>', false, NULL, false, false, '2025-03-03T10:00:00Z'),
      (103, 3, NULL, 10, 'From an owner', '<p>d</p>', true, NULL, false, false, '2025-03-04T10:00:00Z');
  `);

  expect(await migrateDatabase(handle)).toBeGreaterThanOrEqual(1);

  const copies = await selectRows<{
    message_id: number;
    user_id: number;
    read: boolean;
    deleted: boolean;
    created_at: string;
  }>(
    handle,
    `SELECT message_id, user_id, read_at IS NOT NULL AS read, deleted_at IS NOT NULL AS deleted,
       to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created_at
     FROM message_recipients ORDER BY message_id, user_id`,
  );
  expect(copies).toEqual([
    { message_id: 100, user_id: 1, read: true, deleted: false, created_at: '2025-03-01' },
    { message_id: 101, user_id: 1, read: false, deleted: true, created_at: '2025-03-02' },
    { message_id: 102, user_id: 2, read: false, deleted: false, created_at: '2025-03-03' },
    { message_id: 102, user_id: 3, read: false, deleted: false, created_at: '2025-03-03' },
    { message_id: 102, user_id: 4, read: false, deleted: false, created_at: '2025-03-03' },
    { message_id: 103, user_id: 2, read: true, deleted: false, created_at: '2025-03-04' },
    { message_id: 103, user_id: 4, read: true, deleted: false, created_at: '2025-03-04' },
  ]);
  const [readAt] = await selectRows<{ read_at: string }>(
    handle,
    `SELECT to_char(read_at AT TIME ZONE 'UTC', 'HH24:MI') AS read_at FROM message_recipients WHERE message_id = 100`,
  );
  expect(readAt?.read_at).toBe('10:05');
  const kept = await selectRows<{ id: number; deleted_by_sender: boolean }>(
    handle,
    'SELECT id, deleted_by_sender FROM messages ORDER BY id',
  );
  expect(kept.map((row) => [row.id, row.deleted_by_sender])).toEqual([
    [100, false],
    [101, true],
    [102, false],
    [103, false],
  ]);
  const columns = await selectRows<{ column_name: string }>(
    handle,
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'messages' ORDER BY column_name`,
  );
  expect(columns.map((column) => column.column_name)).toEqual([
    'content',
    'course_id',
    'created_at',
    'deleted_by_sender',
    'from_user_id',
    'id',
    'reply_to_id',
    'subject',
  ]);
});
