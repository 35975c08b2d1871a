import { describe, expect, it } from 'vitest';
import { runCli } from '../../testing/run-cli.js';
import { parse } from './tui.js';

describe('tui', () => {
  it('parses the global flags', () => {
    expect(parse(['--profile', 'work'])).toEqual({
      globals: { apiUrl: undefined, json: false, profile: 'work' },
    });
  });

  it('refuses to start without a terminal (exit 2)', async () => {
    const result = await runCli(['tui'], { env: { CAMPUS_CONFIG_DIR: '/nonexistent-never-read' } });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('needs a terminal');
  });
});
