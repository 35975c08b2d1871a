import type { Command } from 'commander';

/** One command of the tree as the completion scripts need it. */
export interface CompletionNode {
  /** The words that reach it: [] for campus itself, ['groups', 'list']. */
  path: string[];
  description: string;
  subcommands: string[];
  /** Its own flags and the global ones (long and short forms). */
  flags: string[];
  /** The flags that take a value, so the word after them is not a command. */
  valueFlags: string[];
}

function flagsOf(command: Command): { flags: string[]; valueFlags: string[] } {
  const flags: string[] = [];
  const valueFlags: string[] = [];
  for (const option of command.options) {
    const names = [option.long, option.short].filter((name): name is string => Boolean(name));
    flags.push(...names);
    // An optional value (--json [fields]) is not skipped: the word after it may be a command.
    if (option.required) valueFlags.push(...names);
  }
  return { flags, valueFlags };
}

/** Every command of the commander tree, depth first, with the root's flags on each (they are global). */
export function completionTree(program: Command): CompletionNode[] {
  const global = flagsOf(program);
  const nodes: CompletionNode[] = [];
  const visit = (command: Command, path: string[]) => {
    const own = path.length === 0 ? { flags: [], valueFlags: [] } : flagsOf(command);
    nodes.push({
      path,
      description: command.description(),
      subcommands: command.commands.map((sub) => sub.name()),
      flags: [...own.flags, ...global.flags, '--help'],
      valueFlags: [...own.valueFlags, ...global.valueFlags],
    });
    for (const sub of command.commands) visit(sub, [...path, sub.name()]);
  };
  visit(program, []);
  return nodes;
}
