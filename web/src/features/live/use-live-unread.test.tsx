import { type FetchLike, type LiveEvent, UNREAD_POLL_INTERVAL_MS } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, fail, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { testUser } from '../../testing/users';

/** Captured before any test fakes the timers. */
const realSetTimeout = globalThis.setTimeout;
const nav = () => within(screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement);
const countCalls = (api: FakeApi) =>
  api.calls.filter((call) => call.method === 'GET' && call.path === '/messages/unread-count').length;

afterEach(() => {
  vi.useRealTimers();
});

describe("the inbox badge while the live stream is down (the spec's poll)", () => {
  it('shows the unread count beside Inbox, and on the phone menu button', async () => {
    const api = createFakeApi({ 'GET /messages/unread-count': ok({ count: 3 }) });
    renderApp('/', { api, user: testUser() });
    expect((await nav().findAllByLabelText('3 unread messages')).length).toBeGreaterThan(0);
    expect(nav().getByRole('button', { name: 'Menu, 3 unread messages', hidden: true })).toBeTruthy();
  });

  it('caps the count at 99+', async () => {
    const api = createFakeApi({ 'GET /messages/unread-count': ok({ count: 150 }) });
    renderApp('/', { api, user: testUser() });
    const badges = await nav().findAllByLabelText('99+ unread messages');
    expect(badges[0]?.textContent).toBe('99+');
  });

  it('shows no badge at 0', async () => {
    const api = createFakeApi({ 'GET /messages/unread-count': ok({ count: 0 }) });
    renderApp('/', { api, user: testUser() });
    await waitFor(() => expect(countCalls(api)).toBe(1));
    expect(nav().queryByLabelText(/unread messages/)).toBeNull();
    expect(nav().getByRole('button', { name: 'Menu', hidden: true })).toBeTruthy();
  });

  it('never asks for a guest', async () => {
    const guestApi = createFakeApi({ 'GET /messages/unread-count': ok({ count: 5 }) });
    renderApp('/', { api: guestApi });
    await screen.findAllByRole('link', { name: 'Login' });
    expect(countCalls(guestApi)).toBe(0);
  });

  it('asks again every 30 seconds while signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 1;
    const api = createFakeApi({ 'GET /messages/unread-count': () => ok({ count: count++ }) });
    renderApp('/', { api, user: testUser() });
    expect((await nav().findAllByLabelText('1 unread messages')).length).toBeGreaterThan(0);
    expect(countCalls(api)).toBe(1);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS - 1_000);
    expect(countCalls(api)).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(countCalls(api)).toBe(2));
    expect((await nav().findAllByLabelText('2 unread messages')).length).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS);
    await waitFor(() => expect(countCalls(api)).toBe(3));
  });

  it('only logs a failed count and keeps the badge it had', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = false;
    const api = createFakeApi({
      'GET /messages/unread-count': () => (failing ? fail(500, 'Server error') : ok({ count: 4 })),
    });
    renderApp('/', { api, user: testUser() });
    expect((await nav().findAllByLabelText('4 unread messages')).length).toBeGreaterThan(0);
    failing = true;
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS);
    // The query client retries a 5xx once (after a second) before it gives up.
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(nav().getAllByLabelText('4 unread messages').length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    log.mockRestore();
  });
});

/** A fetch that answers GET /api/live with a stream the test writes to, and everything else from `api`. */
function withLiveStream(api: FakeApi) {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const opened: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input, 'http://campus.test');
    if (url.pathname !== '/api/live') return api.fetch(input, init);
    opened.push(url.search);
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
        streamController.enqueue(encoder.encode('retry: 60000\n\n'));
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };
  return {
    fetch,
    opened,
    send(event: LiveEvent) {
      controller?.enqueue(encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
    },
    end() {
      controller?.close();
    },
  };
}

describe('the inbox badge on the live stream', () => {
  it('opens the stream with a ticket, shows the count it pushes (99+ cap), and does not poll meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = createFakeApi({
      'GET /messages/unread-count': ok({ count: 1 }),
      'POST /live/ticket': ok({ ticket: 'one-use', expires_at: '2031-01-01T00:00:00Z' }),
    });
    const live = withLiveStream(api);
    renderApp('/', { api, user: testUser(), live: true, fetch: live.fetch });
    await waitFor(() => expect(live.opened).toEqual(['?ticket=one-use']));
    live.send({ type: 'unread', count: 7 });
    expect((await nav().findAllByLabelText('7 unread messages')).length).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS * 2);
    expect(countCalls(api)).toBe(1);
    live.send({ type: 'unread', count: 120 });
    expect((await nav().findAllByLabelText('99+ unread messages')).length).toBeGreaterThan(0);
  });

  it('falls back to the 30-second poll when the stream goes down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 2;
    const api = createFakeApi({
      'GET /messages/unread-count': () => ok({ count: count++ }),
      'POST /live/ticket': ok({ ticket: 'one-use', expires_at: '2031-01-01T00:00:00Z' }),
    });
    const live = withLiveStream(api);
    renderApp('/', { api, user: testUser(), live: true, fetch: live.fetch });
    await waitFor(() => expect(live.opened).toHaveLength(1));
    live.send({ type: 'unread', count: 5 });
    expect((await nav().findAllByLabelText('5 unread messages')).length).toBeGreaterThan(0);
    const before = countCalls(api);
    // The server asked for a minute between reconnections (retry: 60000): the poll covers the gap.
    live.end();
    // The stream's end reaches React a moment later in real time (longer on a loaded machine), and the
    // poll's 30 s start from then: give it real time, and move the clock on, in steps until the poll asks.
    for (let step = 0; step < 40 && countCalls(api) <= before; step += 1) {
      await new Promise((resolve) => realSetTimeout(resolve, 50));
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(countCalls(api)).toBeGreaterThan(before);
  });
});
