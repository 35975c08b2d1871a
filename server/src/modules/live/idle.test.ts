import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { startTestServer, type TestServer } from '../../testing/start-test-server.js';

// An open stream costs nothing while nothing happens: no statement (the heartbeat is a comment line written
// from one timer), and it ends cleanly when the client goes.

let server: TestServer;
let ids: FixtureIds;

beforeAll(async () => {
  server = await startTestServer({ liveHeartbeatMs: 50 });
  ids = await loadFixtureIds(server.database);
});
afterAll(async () => {
  await server?.close();
});

/** Reads the stream's text until `until` holds or `ms` pass. */
async function readFor(
  reader: ReadableStreamDefaultReader<string>,
  ms: number,
  until: (text: string) => boolean,
) {
  let text = '';
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !until(text)) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    text += chunk.value;
  }
  return text;
}

describe('an idle GET /api/live stream', () => {
  it('sends retry, the unread count and heartbeat comments, and runs no query while idle', async () => {
    const token = await server.loginAs('student');
    const controller = new AbortController();
    const response = await fetch(`${server.apiUrl}/live?watch=event:${ids.event('Spring Science Fair')}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-cache');
    const reader = (response.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
    const start = await readFor(reader, 2_000, (text) => text.includes('event: unread'));
    expect(start).toMatch(/^retry: \d+\n\n/);
    expect(start).toMatch(/id: \d+\nevent: unread\ndata: \{"type":"unread","count":\d+\}\n\n/);

    const idle = await countQueries(server.database, () =>
      readFor(reader, 600, (text) => text.split(': heartbeat').length > 4),
    );
    expect(idle.result).toContain(': heartbeat\n\n');
    expect(idle.count, idle.queries.join('\n')).toBe(0);

    expect(server.app.liveStreams.size).toBe(1);
    controller.abort();
    await reader.cancel().catch(() => {});
    const deadline = Date.now() + 2_000;
    while (server.app.liveStreams.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(server.app.liveStreams.size).toBe(0);
  });

  it('closing the server ends the open streams (draining is not held up)', async () => {
    const other = await startTestServer({ liveHeartbeatMs: 50 });
    const response = await fetch(`${other.apiUrl}/live`, {
      headers: { authorization: `Bearer ${await other.loginAs('teacher')}` },
    });
    expect(response.status).toBe(200);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    const rest = await (response.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader()
      .read();
    expect(rest.done || typeof rest.value === 'string').toBe(true);
  });
});
