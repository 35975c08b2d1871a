import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { loadAllVerbs, VERBS } from './commands/registry.js';
import type { Verb, VerbEntry } from './commands/shared/verb.js';
import { parseProgram } from './lazy-verbs.js';
import { buildProgram } from './program.js';
import { testIO } from './testing/test-io.js';

// `campus --help` must not import the verbs' modules (issue 22: start-up), yet print what the tree of
// loaded verbs prints; a verb loads when it runs or its own help is asked for.

const loadedVerbs = await loadAllVerbs();

/** The registry's entries, recording which verbs load. */
function spiedEntries(): { entries: VerbEntry[]; loaded: string[] } {
  const loaded: string[] = [];
  const entries = VERBS.map((entry) => ({
    ...entry,
    load() {
      loaded.push(entry.path.join(' '));
      return entry.load();
    },
  }));
  return { entries, loaded };
}

interface Outcome {
  stdout: string;
  stderr: string;
  error: unknown;
  ran?: readonly string[];
}

/** Parses argv as campus does, over lazy entries or loaded verbs; records the verb whose action ran. */
async function parse(verbs: ReadonlyArray<Verb | VerbEntry>, argv: string[]): Promise<Outcome> {
  const io = testIO();
  let ran: readonly string[] | undefined;
  const program = buildProgram(io.io, verbs, (verb) => {
    ran = verb.path;
  });
  const error = await parseProgram(program, argv).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  // Let the PassThrough 'data' events flush before reading.
  await new Promise((resolve) => setImmediate(resolve));
  return { stdout: io.stdout(), stderr: io.stderr(), error, ran };
}

const codeOf = (error: unknown) => (error instanceof CommanderError ? error.code : error);

/** Every path of words that only groups verbs (auth, groups coordinators), and '' for campus itself. */
const NOUNS = [
  ...new Set([
    '',
    ...VERBS.flatMap((entry) => entry.path.slice(1).map((_, end) => entry.path.slice(0, end + 1).join(' '))),
  ]),
].filter((noun) => !VERBS.some((entry) => entry.path.join(' ') === noun));

describe('lazy verbs', () => {
  it.each(NOUNS.map((noun) => [noun ? `${noun} ` : '', noun] as const))(
    'campus %s--help loads no verb and prints what the loaded tree prints',
    async (_name, noun) => {
      const path = noun ? noun.split(' ') : [];
      const { entries, loaded } = spiedEntries();
      const lazy = await parse(entries, [...path, '--help']);
      const eager = await parse(loadedVerbs, [...path, '--help']);
      expect(loaded).toEqual([]);
      expect(codeOf(lazy.error)).toBe('commander.helpDisplayed');
      expect(lazy.stdout).toBe(eager.stdout);
      expect(lazy.stdout).toContain('Commands:');
    },
  );

  it.each([
    [['groups', 'show', '--help'], ['groups show']],
    [
      ['auth', 'sessions', 'revoke', '--help'],
      ['auth sessions', 'auth sessions revoke'],
    ],
    [['help', 'whoami'], ['whoami']],
    [['auth', 'help', 'login'], ['auth login']],
    [['groups', 'coordinators', 'help', 'add'], ['groups coordinators add']],
  ])('campus %j loads only %j and prints its full help', async (argv, expected) => {
    const { entries, loaded } = spiedEntries();
    const lazy = await parse(entries, argv);
    const eager = await parse(loadedVerbs, argv);
    expect(loaded).toEqual(expected);
    expect(codeOf(lazy.error)).toBe(codeOf(eager.error));
    expect(lazy.stdout).toBe(eager.stdout);
    expect(lazy.stdout).toMatch(/^Usage: campus /);
    expect(lazy.stdout).toMatch(/Examples:|Options:/);
  });

  it('runs a verb once its module has loaded, with its options parsed', async () => {
    const { entries, loaded } = spiedEntries();
    const ran = await parse(entries, ['--profile', 'work', 'groups', 'members', '3', '--csv']);
    expect(ran.error).toBeUndefined();
    expect(ran.ran).toEqual(['groups', 'members']);
    expect(loaded).toEqual(['groups members']);
  });

  it('reports an unknown option of a lazy verb as the loaded one does, loading only it', async () => {
    const { entries, loaded } = spiedEntries();
    const lazy = await parse(entries, ['events', 'show', '1', '--nope']);
    const eager = await parse(loadedVerbs, ['events', 'show', '1', '--nope']);
    expect(codeOf(lazy.error)).toBe('commander.unknownOption');
    expect(lazy.stderr).toBe(eager.stderr);
    expect(loaded).toEqual(['events show']);
  });
});
