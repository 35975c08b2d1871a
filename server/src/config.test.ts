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
    });
    expect(DEFAULT_DATA_DIR).toBe(join(REPO_ROOT, '.campus-data'));
    expect(DEFAULT_WEB_DIR).toBe(join(REPO_ROOT, 'web', 'dist'));
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
    ).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/campus',
      databaseUrl: 'postgres://x/y',
      publicUrl: undefined,
    });
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
});
