import type { Command } from 'commander';
import { ExitCode, UsageError } from '../../errors.js';
import type { GlobalOptions } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { defineVerb } from '../shared/verb.js';
import { completionScript, SHELLS, type Shell } from './scripts.js';

export interface CompletionOptions {
  globals: GlobalOptions;
  shell: Shell;
}

export const completion = defineVerb<CompletionOptions>({
  path: ['completion'],
  summary: 'Print the shell completion script for bash, zsh or fish',
  examples: [
    '# bash: add to ~/.bashrc',
    'eval "$(campus completion bash)"',
    '# zsh: add to ~/.zshrc',
    'eval "$(campus completion zsh)"',
    '# fish',
    'campus completion fish > ~/.config/fish/completions/campus.fish',
  ],
  configure(command: Command) {
    command.argument('<shell>', `the shell: ${SHELLS.join(', ')}`);
  },
  options({ args, globals }) {
    const shell = args[0] ?? '';
    if (!(SHELLS as readonly string[]).includes(shell)) {
      throw new UsageError(`Unknown shell "${shell}": use ${SHELLS.join(', ')}.`);
    }
    return { globals, shell: shell as Shell };
  },
  async run(options, ctx) {
    // The whole tree, built as `campus` builds it, every verb loaded: their options are in the scripts.
    // (Imported here: the registry imports this verb.)
    const [{ loadAllVerbs }, { buildProgram }, { completionTree }] = await Promise.all([
      import('../registry.js'),
      import('../../program.js'),
      import('./tree.js'),
    ]);
    const program = buildProgram(ctx.io, await loadAllVerbs(), () => {});
    ctx.io.stdout.write(completionScript(options.shell, completionTree(program)));
    return ExitCode.ok;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(completion, argv);
