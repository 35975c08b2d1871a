import type { CompletionNode } from './tree.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

const words = (list: readonly string[]) => list.join(' ');

/**
 * bash: the words typed so far, minus flags and the values of flags that take one, name a command of the
 * tree; offer its subcommands and flags. zsh runs the same function through bashcompinit.
 */
export function bashScript(nodes: readonly CompletionNode[]): string {
  const valueFlags = [...new Set(nodes.flatMap((node) => node.valueFlags))];
  const cases = nodes
    .map((node) => `    "${node.path.join(' ')}") opts="${words([...node.subcommands, ...node.flags])}" ;;`)
    .join('\n');
  return `# campus completion for bash: eval "$(campus completion bash)" (e.g. in ~/.bashrc)
_campus_completion() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" skip="" word opts=""
  for word in "\${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    if [[ -n "$skip" ]]; then skip=""; continue; fi
    case " ${words(valueFlags)} " in *" $word "*) skip=1; continue ;; esac
    [[ "$word" == -* ]] && continue
    path="\${path:+$path }$word"
  done
  case "$path" in
${cases}
  esac
  COMPREPLY=( $(compgen -W "$opts" -- "$cur") )
}
complete -o default -F _campus_completion campus
`;
}

export function zshScript(nodes: readonly CompletionNode[]): string {
  return `# campus completion for zsh: eval "$(campus completion zsh)" (e.g. in ~/.zshrc)
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bashScript(nodes).split('\n').slice(1).join('\n')}`;
}

const fishQuote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** fish: a helper names the command typed so far; each subcommand completes under its parent's path. */
export function fishScript(nodes: readonly CompletionNode[]): string {
  const valueFlags = [...new Set(nodes.flatMap((node) => node.valueFlags))];
  const lines = [
    '# campus completion for fish: campus completion fish | source (or save it in ~/.config/fish/completions/campus.fish)',
    'function __campus_path',
    '  set -l tokens (commandline -opc)',
    '  set -e tokens[1]',
    '  set -l path',
    '  set -l skip 0',
    '  for token in $tokens',
    '    if test $skip = 1; set skip 0; continue; end',
    `    if contains -- $token ${words(valueFlags)}; set skip 1; continue; end`,
    "    string match -q -- '-*' $token; and continue",
    '    set path $path $token',
    '  end',
    '  echo (string join " " -- $path)',
    'end',
    'complete -c campus -f',
  ];
  for (const node of nodes) {
    const parent = node.path.slice(0, -1).join(' ');
    const name = node.path.at(-1);
    if (name === undefined) continue;
    lines.push(
      `complete -c campus -n 'test "(__campus_path)" = "${parent}"' -a ${fishQuote(name)} -d ${fishQuote(node.description.slice(0, 80))}`,
    );
  }
  for (const node of nodes) {
    const path = node.path.join(' ');
    for (const flag of node.flags.filter((flag) => flag.startsWith('--'))) {
      lines.push(`complete -c campus -n 'test "(__campus_path)" = "${path}"' -l ${flag.slice(2)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function completionScript(shell: Shell, nodes: readonly CompletionNode[]): string {
  if (shell === 'bash') return bashScript(nodes);
  if (shell === 'zsh') return zshScript(nodes);
  return fishScript(nodes);
}
