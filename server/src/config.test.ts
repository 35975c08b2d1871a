import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIR, loadConfig, REPO_ROOT } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 8080 on every interface, PGlite in .campus-data at the repository root', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: DEFAULT_DATA_DIR,
      databaseUrl: undefined,
      publicUrl: undefined,
      workers: 1,
      redis: undefined,
      s3: undefined,
      guestPageCacheTtlMs: undefined,
      userAnswerCacheTtlMs: undefined,
      requestGateLimit: undefined,
      requestGateWaitMs: undefined,
      requestTimeoutMs: undefined,
    });
    expect(DEFAULT_DATA_DIR).toBe(join(REPO_ROOT, '.campus-data'));
    expect(DEFAULT_WEB_DIR).toBe(join(REPO_ROOT, 'web', 'dist'));
  });

  it('reads the request gate and timeout, and refuses a limit under 1', () => {
    expect(
      loadConfig({ REQUEST_GATE_LIMIT: '4', REQUEST_GATE_WAIT_MS: '2500', REQUEST_TIMEOUT_MS: '30000' }),
    ).toMatchObject({ requestGateLimit: 4, requestGateWaitMs: 2500, requestTimeoutMs: 30000 });
    expect(() => loadConfig({ REQUEST_GATE_LIMIT: '0' })).toThrow(/REQUEST_GATE_LIMIT/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('finds the repository root from the module, whatever the working directory', () => {
    expect(join(REPO_ROOT, 'server', 'src', 'config.ts')).toBe(
      new URL('./config.ts', import.meta.url).pathname,
    );
  });

  it('reads PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    expect(
      loadConfig({
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/campus',
        DATABASE_URL: 'postgres://x/y',
      }),
    ).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: '/var/campus', databaseUrl: 'postgres://x/y' });
  });

  it('reads CAMPUS_PUBLIC_URL without its trailing slash, and refuses one that is not http(s)', () => {
    expect(loadConfig({ CAMPUS_PUBLIC_URL: 'https://campus.example.org/' }).publicUrl).toBe(
      'https://campus.example.org',
    );
    expect(loadConfig({ CAMPUS_PUBLIC_URL: 'https://example.org/campus/' }).publicUrl).toBe(
      'https://example.org/campus',
    );
    expect(() => loadConfig({ CAMPUS_PUBLIC_URL: 'campus.example.org' })).toThrow(/CAMPUS_PUBLIC_URL/);
    expect(() => loadConfig({ CAMPUS_PUBLIC_URL: 'ftp://campus.example.org' })).toThrow(/CAMPUS_PUBLIC_URL/);
  });

  it('refuses a PORT that is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads WORKERS, REDIS_URL and S3_BUCKET with the AWS variables', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://x/y',
      WORKERS: '4',
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'campus-images',
      AWS_REGION: 'eu-west-1',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000',
      GUEST_PAGE_CACHE_TTL_MS: '5000',
      USER_ANSWER_CACHE_TTL_MS: '0',
    });
    expect(config).toMatchObject({
      workers: 4,
      redis: { url: 'redis://127.0.0.1:6379', prefix: 'campus:' },
      s3: { bucket: 'campus-images', region: 'eu-west-1', endpoint: 'http://127.0.0.1:9000' },
      guestPageCacheTtlMs: 5000,
      userAnswerCacheTtlMs: 0,
    });
    expect(loadConfig({ S3_BUCKET: 'b', AWS_ENDPOINT_URL: 'http://s3.local' }).s3).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://s3.local',
    });
  });

  it('refuses WORKERS above 1 on the embedded database, and WORKERS that is not a count', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      'WORKERS=2 needs PostgreSQL: the embedded database (PGlite) lives in one process and its data folder. Set DATABASE_URL, or leave WORKERS at 1.',
    );
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x/y', WORKERS: 'two' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x/y', WORKERS: '0' })).toThrow(/WORKERS/);
  });
});
