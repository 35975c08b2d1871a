import { Help } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../program.js';
import { testIO } from '../testing/test-io.js';
import { loadAllVerbs, VERBS } from './registry.js';

// The registry copies each verb's path, summary and usage so that help needs no verb module: these must
// stay what the verb itself declares, or `campus <noun> --help` would say something its verbs do not.

const verbs = await loadAllVerbs();
const loadedTree = buildProgram(testIO().io, verbs, () => {});

/** What commander prints for the loaded verb in its parent's list of commands, without its name. */
function usageOf(path: readonly string[]): string | undefined {
  let command = loadedTree;
  for (const word of path) {
    const next = command.commands.find((sub) => sub.name() === word);
    if (!next) throw new Error(`no command ${path.join(' ')}`);
    command = next;
  }
  return new Help().subcommandTerm(command).slice(command.name().length).trim() || undefined;
}

describe('the registry', () => {
  it.each(VERBS.map((entry, index) => [entry.path.join(' '), entry, verbs[index]] as const))(
    'holds the path, summary and usage of campus %s as its module declares them',
    (_name, entry, verb) => {
      expect(verb?.path).toEqual(entry.path);
      expect(verb?.summary).toBe(entry.summary);
      expect({ usage: usageOf(entry.path) }).toEqual({ usage: entry.usage });
    },
  );

  it('names each command once', () => {
    const names = VERBS.map((entry) => entry.path.join(' '));
    expect(new Set(names).size).toBe(names.length);
  });
});
