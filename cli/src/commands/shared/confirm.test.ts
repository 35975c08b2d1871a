import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { CancelledError, UsageError } from '../../errors.js';
import { testIO } from '../../testing/test-io.js';
import { confirmOrExit } from './confirm.js';

const ctxWith = (tty: boolean, answer = '') =>
  createContext({
    io: testIO({ tty }).io,
    env: {},
    prompter: { input: async () => answer, password: async () => '' },
  });

const request = { yes: false, question: 'Delete?', action: 'delete the group' };

describe('confirmOrExit', () => {
  it('passes with --yes, anywhere', async () => {
    await expect(confirmOrExit(ctxWith(false), { ...request, yes: true })).resolves.toBeUndefined();
  });

  it('needs --yes without a terminal (exit 2)', async () => {
    await expect(confirmOrExit(ctxWith(false), request)).rejects.toThrow(UsageError);
  });

  it('asks on a terminal: y or yes goes on, anything else cancels', async () => {
    await expect(confirmOrExit(ctxWith(true, 'yes'), request)).resolves.toBeUndefined();
    await expect(confirmOrExit(ctxWith(true, 'Y'), request)).resolves.toBeUndefined();
    await expect(confirmOrExit(ctxWith(true, ''), request)).rejects.toThrow(CancelledError);
  });
});
