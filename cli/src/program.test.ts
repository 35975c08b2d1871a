import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadAllVerbs } from './commands/registry.js';
import type { Verb } from './commands/shared/verb.js';
import { ENVIRONMENT_VARIABLES } from './globals.js';
import { buildProgram, ROOT_EXAMPLES } from './program.js';
import { testIO } from './testing/test-io.js';

const srcDir = dirname(fileURLToPath(import.meta.url));
// Loaded, so that parse() runs synchronously and each verb's examples are there to read.
const VERBS = await loadAllVerbs();

/** A command line as the shell splits it: quotes kept together, `|`, `;`, `&&`, `)` and `>` as operators. */
function shellTokens(line: string): Array<{ word: string; operator: boolean }> {
  const tokens: Array<{ word: string; operator: boolean }> = [];
  const pattern = /\s*(?:(\|\||&&|[|;)>]|\$\()|((?:'[^']*'|"(?:\\.|[^"\\])*"|[^\s|;&)>'"])+))/g;
  for (const match of line.matchAll(pattern)) {
    if (match[1]) tokens.push({ word: match[1], operator: true });
    else if (match[2]) {
      const word = match[2].replace(/'([^']*)'|"((?:\\.|[^"\\])*)"/g, (_all, single, double) =>
        single !== undefined ? single : String(double).replace(/\\(.)/g, '$1'),
      );
      tokens.push({ word, operator: false });
    }
  }
  return tokens;
}

/** The words after `campus` in an example command line (`echo x | campus a b` -> [a, b]). */
function campusWords(example: string): string[] {
  const tokens = shellTokens(
    example.startsWith('eval ') ? example.replace(/^eval "\$\((.*)\)"$/, '$1') : example,
  );
  const start = tokens.findIndex((token) => !token.operator && /(^|=\S*\s*)campus$/.test(token.word));
  if (start < 0) throw new Error(`no campus command in example: ${example}`);
  const end = tokens.findIndex((token, index) => index > start && token.operator);
  return tokens.slice(start + 1, end < 0 ? undefined : end).map((token) => token.word);
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
  // Reads only: an assignment (the TUI sets FORCE_COLOR for chalk) is not a variable the user sets.
  it('lists exactly the variables the code reads', async () => {
    const files = (await readdir(srcDir, { recursive: true })).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('testing'),
    );
    const read = new Set<string>();
    for (const file of files) {
      const text = await readFile(join(srcDir, file), 'utf8');
      for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b(?!\s*=[^=])/g)) read.add(match[1] ?? '');
    }
    expect([...read].sort()).toEqual(ENVIRONMENT_VARIABLES.map(([name]) => name).sort());
  });
});
