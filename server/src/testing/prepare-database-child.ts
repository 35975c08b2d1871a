import { createInterface } from 'node:readline';
import { connectDatabase } from '../db/connect.js';
import { prepareDatabase } from '../runtime/open-database.js';

// One of the processes of db/startup-lock.test.ts: connects to DATABASE_URL (in TEST_SCHEMA), says "ready",
// waits for "go" on stdin so that all start at the same moment, prepares the database as a starting server
// does (migrations and the demo seed, under the startup lock), and prints what it did as JSON.

const url = process.env.DATABASE_URL ?? '';
const database = await connectDatabase({ kind: 'postgres', url, schema: process.env.TEST_SCHEMA });
await database.exec('SELECT 1');
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === 'go') break;
process.stdin.destroy();
const originalLog = console.log;
console.log = () => {};
try {
  const prepared = await prepareDatabase(database);
  originalLog(JSON.stringify(prepared));
} finally {
  await database.close();
}
