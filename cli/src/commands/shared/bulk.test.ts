import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { testIO } from '../../testing/test-io.js';
import {
  markRepeats,
  type PlannedRow,
  type ReportRow,
  reportBulk,
  runBulk,
  summarize,
  unchanged,
} from './bulk.js';

const context = (tty = false) => {
  const streams = testIO({ tty });
  return { ctx: createContext({ io: streams.io, env: {} }), streams };
};

const row = (n: number, extra: Partial<PlannedRow> = {}): PlannedRow => ({
  row: n,
  user: `user${n}`,
  userId: n,
  wouldDo: 'would add',
  ...extra,
});

describe('runBulk', () => {
  it('runs every call with at most `concurrency` at once, and reports in row order', async () => {
    let running = 0;
    let peak = 0;
    const apply = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return 'added';
    };
    const { ctx } = context();
    const rows = Array.from({ length: 10 }, (_, index) => row(index + 1, { apply }));
    const report = await runBulk(ctx, rows, { dryRun: false, json: false, concurrency: 3, fallback: 'x' });
    expect(peak).toBe(3);
    expect(report.map((line) => line.row)).toEqual(rows.map((line) => line.row));
    expect(report.every((line) => line.result === 'added' && line.ok)).toBe(true);
  });

  it("turns a failed call into that row's failure with the message, and keeps going", async () => {
    const { ctx } = context();
    const { ForbiddenError } = await import('@campus/sdk');
    const rows = [
      row(1, { apply: async () => 'added' }),
      row(2, { apply: () => Promise.reject(new ForbiddenError(403, 'Not yours')) }),
      row(3, { settled: unchanged('already a member') }),
      row(4, { apply: async () => unchanged('already a member') }),
    ];
    const report = await runBulk(ctx, rows, {
      dryRun: false,
      json: false,
      fallback: 'Failed to add users to group',
    });
    expect(report.map(({ result, ok, message }) => [result, ok, message])).toEqual([
      ['added', true, undefined],
      ['failed', false, 'Not yours'],
      ['unchanged', true, undefined],
      ['unchanged', true, undefined],
    ]);
    expect(report[3]?.reason).toBe('already a member');
  });

  it('calls nothing with --dry-run', async () => {
    const { ctx } = context();
    let calls = 0;
    const apply = async () => {
      calls += 1;
      return 'added';
    };
    const report = await runBulk(ctx, [row(1, { apply })], { dryRun: true, json: false, fallback: 'x' });
    expect(calls).toBe(0);
    expect(report[0]?.result).toBe('would add');
  });
});

describe('runBulk progress bar', () => {
  const slowRows = () =>
    [1, 2, 3].map((n) =>
      row(n, { apply: () => new Promise<string>((resolve) => setTimeout(() => resolve('added'), 150)) }),
    );
  /** A terminal: stdout a TTY for the decision, stderr a TTY for cli-progress (which checks it too). */
  const terminal = () => {
    const { ctx, streams } = context(true);
    Object.assign(ctx.io.stderr, {
      isTTY: true,
      columns: 80,
      cursorTo() {},
      clearLine() {},
      moveCursor() {},
    });
    return { ctx, streams };
  };

  it('draws on stderr on a terminal', async () => {
    const { ctx, streams } = terminal();
    await runBulk(ctx, slowRows(), { dryRun: false, json: false, concurrency: 1, fallback: 'x' });
    expect(streams.stderr()).toMatch(/\d\/3 rows/);
    expect(streams.stdout()).toBe('');
  });

  it('draws nothing with --json, or when stdout is not a terminal', async () => {
    const json = terminal();
    await runBulk(json.ctx, slowRows(), { dryRun: false, json: true, fallback: 'x' });
    expect(json.streams.stderr()).toBe('');
    const piped = context(false);
    Object.assign(piped.ctx.io.stderr, { isTTY: true, columns: 80 });
    await runBulk(piped.ctx, slowRows(), { dryRun: false, json: false, fallback: 'x' });
    expect(piped.streams.stderr()).toBe('');
  });
});

describe('reportBulk', () => {
  const line = (result: string, extra: Partial<ReportRow> = {}): ReportRow => ({
    row: 1,
    user: 'u',
    user_id: 1,
    result,
    ok: true,
    ...extra,
  });

  it('prints one line per row and one summary; exit 1 when a row failed', async () => {
    const { ctx, streams } = context();
    const code = await reportBulk(
      ctx,
      [
        { row: 2, user: 'ana', user_id: 5, result: 'added', ok: true },
        { row: 3, user: 'bo', user_id: null, result: 'failed', ok: false, message: 'User not found' },
        { row: 4, user: 'cy', user_id: 6, ...unchanged('already a member') },
      ],
      { dryRun: false, json: false },
    );
    expect(code).toBe(1);
    expect(streams.stdout()).toBe(
      '2\tana\t5\tadded\n3\tbo\t-\tfailed: User not found\n4\tcy\t6\tunchanged: already a member\n',
    );
    expect(streams.stderr()).toBe('1 added, 1 unchanged (already a member), 1 failed.\n');
  });

  it('exits 0 when rows are only unchanged: a second run of the same file succeeds', async () => {
    const { ctx, streams } = context();
    const rows = [
      line('unchanged', unchanged('already enrolled')),
      line('unchanged', unchanged('already enrolled')),
    ];
    expect(await reportBulk(ctx, rows, { dryRun: false, json: true })).toBe(0);
    const report = JSON.parse(streams.stdout()) as { failed: number; unchanged: number; rows: ReportRow[] };
    expect(report).toMatchObject({ failed: 0, unchanged: 2 });
    expect(report.rows[0]).toMatchObject({ result: 'unchanged', ok: true, reason: 'already enrolled' });
    expect(streams.stderr()).toBe('2 unchanged (already enrolled), 0 failed.\n');
  });

  it('exits 0 when every row is fine, and says a dry run changed nothing', async () => {
    const { ctx, streams } = context();
    const code = await reportBulk(ctx, [{ row: 1, user: 'ana', user_id: 5, result: 'would add', ok: true }], {
      dryRun: true,
      json: true,
    });
    expect(code).toBe(0);
    expect(JSON.parse(streams.stdout())).toMatchObject({ dry_run: true, failed: 0 });
    expect(streams.stderr()).toContain('Dry run, nothing was changed: 1 would add, 0 would fail.');
  });

  it('summarizes changes in the order they first appear, then unchanged by reason, then failed', () => {
    const rows = [
      line('enrolled'),
      line('failed', { ok: false }),
      line('unchanged', unchanged('already enrolled')),
      line('enrolled'),
      line('unchanged', unchanged('repeated', 'repeat of row 1')),
    ];
    expect(summarize(rows)).toBe('2 enrolled, 2 unchanged (1 already enrolled, 1 repeated), 1 failed');
    expect(summarize([line('would enroll'), line('failed', { ok: false })], true)).toBe(
      '1 would enroll, 1 would fail',
    );
  });
});

describe('markRepeats', () => {
  it('marks a user named again as unchanged, a repeat of the first row', () => {
    const rows = markRepeats([row(2), row(3, { userId: 9 }), row(4, { userId: 2 })]);
    expect(rows[2]?.settled).toEqual({
      result: 'unchanged',
      ok: true,
      reason: 'repeated',
      message: 'repeat of row 2',
    });
    expect(rows[2]?.apply).toBeUndefined();
    expect(rows[1]?.settled).toBeUndefined();
  });
});
