import { buildTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export interface TestServer extends TestApp {
  /** e.g. http://127.0.0.1:41234 — the web app (when webDir holds a build). */
  url: string;
  /** e.g. http://127.0.0.1:41234/api — what the sdk client and the CLI take as base URL. */
  apiUrl: string;
}

/**
 * The real server over HTTP on 127.0.0.1 and a free port, with a fresh seeded database: for browser journeys
 * (pass `webDir` pointing at web/dist) and CLI tests. `close()` stops it and drops the database.
 */
export async function startTestServer(options: TestAppOptions = {}): Promise<TestServer> {
  const testApp = await buildTestApp(options);
  try {
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await testApp.close();
    throw error;
  }
  const address = testApp.app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  return { ...testApp, url, apiUrl: `${url}/api` };
}
