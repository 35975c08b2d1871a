import { LIVE_MESSAGES, type LiveTicket } from '@campus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStream } from '../../testing/live-stream.js';
import { startTestServer, type TestServer } from '../../testing/start-test-server.js';

// The one-use tickets of GET /api/live (EventSource in browsers sends no header): good once, for a minute,
// and only while the token they were issued to is. The clock is the app's, moved by the test.

let server: TestServer;
let now = new Date('2031-05-05T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(async () => {
  await server?.close();
});

async function ticketFor(token: string): Promise<LiveTicket> {
  const response = await fetch(`${server.apiUrl}/live/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: LiveTicket }).data;
}

/** Opens the stream with the ticket alone; a 200 stream is cancelled at once. */
async function openWith(ticket: string): Promise<{ status: number; message?: string }> {
  const controller = new AbortController();
  const response = await fetch(`${server.apiUrl}/live?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  if (response.status === 200) {
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    controller.abort();
    return { status: 200 };
  }
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

describe('POST /api/live/ticket and GET /api/live?ticket=', () => {
  it('opens one stream: a second use is refused (401)', async () => {
    const { ticket, expires_at } = await ticketFor(await server.loginAs('student'));
    expect(Date.parse(expires_at) - now.getTime()).toBe(60_000);
    expect(await openWith(ticket)).toEqual({ status: 200 });
    expect(await openWith(ticket)).toEqual({ status: 401, message: LIVE_MESSAGES.badTicket });
  });

  it('two requests with one ticket at the same time get one stream', async () => {
    const { ticket } = await ticketFor(await server.loginAs('student'));
    const answers = await Promise.all([openWith(ticket), openWith(ticket), openWith(ticket)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('expires after 60 seconds', async () => {
    const { ticket } = await ticketFor(await server.loginAs('student'));
    const issued = now;
    now = new Date(issued.getTime() + 60_001);
    try {
      expect(await openWith(ticket)).toEqual({ status: 401, message: LIVE_MESSAGES.badTicket });
    } finally {
      now = issued;
    }
    const fresh = await ticketFor(await server.loginAs('student'));
    now = new Date(issued.getTime() + 59_000);
    try {
      expect(await openWith(fresh.ticket)).toEqual({ status: 200 });
    } finally {
      now = issued;
    }
  });

  it("is refused once its token has been revoked (logout), and a guest can't get one", async () => {
    const token = await server.loginAs('student');
    const { ticket } = await ticketFor(token);
    const logout = await fetch(`${server.apiUrl}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    expect((await openWith(ticket)).status).toBe(401);
    expect((await fetch(`${server.apiUrl}/live/ticket`, { method: 'POST' })).status).toBe(401);
  });

  it("an unknown ticket is a 401 with the ticket's message", async () => {
    expect(await openWith('not-a-ticket')).toEqual({ status: 401, message: LIVE_MESSAGES.badTicket });
  });

  it('the sdk client opens with tickets (as browsers do) and receives events', async () => {
    const stream = openTestStream(server.apiUrl, await server.loginAs('teacher'), { auth: 'ticket' });
    try {
      await stream.opened;
      expect((await stream.next('unread')).count).toBeGreaterThanOrEqual(0);
    } finally {
      stream.close();
    }
  });

  it('a logout ends the open streams of that user', async () => {
    const token = await server.loginAs('parent');
    const stream = openTestStream(server.apiUrl, token, {});
    try {
      await stream.opened;
      await fetch(`${server.apiUrl}/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      // The client waits the server's retry (3 s) before it tries again, and is refused.
      await expect(stream.next('unread', () => false, 8_000)).rejects.toMatchObject({ status: 401 });
      expect(stream.statuses).toContain('closed');
    } finally {
      stream.close();
    }
  });
});
