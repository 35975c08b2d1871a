import { describe, expect, it } from 'vitest';
import { createCampusClient } from './create-client.js';
import { NotFoundError } from './errors.js';
import { fakeFetch, json } from './fake-fetch.test-support.js';

describe('client.calendar.ics', () => {
  it('asks for text/calendar with the bearer token and returns the file as text', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    const { fetch, requests } = fakeFetch(
      new Response(ics, { headers: { 'Content-Type': 'text/calendar' } }),
    );
    const client = createCampusClient({ baseUrl: 'http://api.test/api', fetch, getToken: () => 'tok' });
    expect(await client.calendar.ics({ from: '2026-11-23', to: '2026-11-29' })).toBe(ics);
    expect(requests[0]?.url).toBe('http://api.test/api/calendar/ics?from=2026-11-23&to=2026-11-29');
    expect(requests[0]?.headers.Accept).toBe('text/calendar');
    expect(requests[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('throws the error envelope of a refusal as the matching ApiError', async () => {
    const { fetch } = fakeFetch(json(404, { status: 'error', message: 'Not found' }));
    const client = createCampusClient({ baseUrl: 'http://api.test/api', fetch });
    const error = await client.calendar.ics({ from: '2026-11-23', to: '2026-11-29' }).catch((e) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe('Not found');
  });
});
