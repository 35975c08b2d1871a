// Loaded lazily from request.ts: undici is imported statically here (a bundled dynamic import of it does
// not expose its named exports), as api/client.ts does.
import { Agent, fetch } from 'undici';

export interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
}

/** One request over a short-lived keep-alive agent, closed before returning. */
export async function sendRaw(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const agent = new Agent({ keepAliveTimeout: 1_000 });
  try {
    const response = await fetch(url, { ...init, dispatcher: agent });
    return { status: response.status, statusText: response.statusText, text: await response.text() };
  } finally {
    await agent.close();
  }
}
