import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VERBS } from './commands/registry.js';
import type { Verb } from './commands/shared/verb.js';
import { ENVIRONMENT_VARIABLES } from './globals.js';
import { buildProgram, ROOT_EXAMPLES } from './program.js';
import { testIO } from './testing/test-io.js';

const srcDir = dirname(fileURLToPath(import.meta.url));

/** The words after `campus` in an example command line (`echo x | campus a b` -> [a, b]). */
function campusWords(example: string): string[] {
  const match = /(?:^|[|;&]\s*|=\S*\s+)campus\s+([^|;&#]*)/.exec(example);
  if (!match?.[1]) throw new Error(`no campus command in example: ${example}`);
  return match[1].trim().split(/\s+/);
}

/** Parses one example as `campus` would and returns the verb it reaches (nothing runs). */
function verbOf(example: string): Verb {
  const io = testIO();
  let reached: Verb | undefined;
  const program = buildProgram(io.io, VERBS, (verb, input) => {
    verb.parse(input);
    reached = verb;
  });
  program.parse(campusWords(example), { from: 'user' });
  if (!reached) throw new Error(`example reaches no command: ${example}\n${io.stderr()}`);
  return reached;
}

const commandLines = (examples: readonly string[]) => examples.filter((line) => !line.startsWith('#'));

describe('help examples', () => {
  it('every root example is a command line campus accepts', () => {
    for (const example of commandLines(ROOT_EXAMPLES)) expect(() => verbOf(example)).not.toThrow();
  });

  it.each(VERBS.filter((verb) => verb.examples).map((verb) => [verb.path.join(' '), verb] as const))(
    'every example of campus %s runs that command with flags it accepts',
    (_name, verb) => {
      const lines = commandLines(verb.examples ?? []);
      expect(lines.length).toBeGreaterThan(0);
      for (const example of lines) expect(verbOf(example).path).toEqual(verb.path);
    },
  );
});

describe('option help', () => {
  /** `campus <path> --help` with its wrapped lines joined (runs of white space as one space). */
  function helpOf(path: readonly string[]): string {
    const io = testIO();
    const program = buildProgram(io.io, VERBS, () => {});
    expect(() => program.parse([...path, '--help'], { from: 'user' })).toThrow();
    return io.stdout().replace(/\s+/g, ' ');
  }

  it('marks the options a command needs (required), and only those', () => {
    const announce = helpOf(['groups', 'announce']);
    expect(announce).toContain('--title <title> the title (at most 255 characters) (required)');
    expect(announce).toContain(
      '--body-file <file> the body: an HTML or plain-text file (- reads stdin) (required)',
    );
    expect(announce).toContain('(default: now, as the web form) --until');
    expect(helpOf(['attendance', 'mark'])).toContain('--course <id> the course of the session (required)');
  });
});

describe('the Environment section', () => {
  it('lists exactly the variables the code reads', async () => {
    const files = (await readdir(srcDir, { recursive: true })).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('testing'),
    );
    const read = new Set<string>();
    for (const file of files) {
      const text = await readFile(join(srcDir, file), 'utf8');
      for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) read.add(match[1] ?? '');
    }
    expect([...read].sort()).toEqual(ENVIRONMENT_VARIABLES.map(([name]) => name).sort());
  });
});
