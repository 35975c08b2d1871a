// The extra sections of --help (Examples, Environment, Exit codes), added with commander's addHelpText.

/** Commander indents its own sections by two spaces; ours line up with them. */
const INDENT = '  ';

/** Starts with a blank line: commander's help (or the section before) ends with one newline. */
function section(title: string, lines: readonly string[]): string {
  return `\n${title}:\n${lines.map((line) => (line ? `${INDENT}${line}` : '')).join('\n')}\n`;
}

/** `name  meaning` rows, the names padded to one width as in commander's Options section. */
export function twoColumnSection(
  title: string,
  rows: ReadonlyArray<readonly [name: string, meaning: string]>,
): string {
  const width = Math.max(...rows.map(([name]) => name.length));
  return section(
    title,
    rows.map(([name, meaning]) => `${name.padEnd(width)}  ${meaning}`),
  );
}

/**
 * Examples as gh prints them: `# ...` lines say what the commands under them do (a blank line before
 * each but the first), and commands get a `$ ` prompt.
 */
export function examplesSection(examples: readonly string[]): string {
  const lines = examples.flatMap((line, index) => {
    if (!line.startsWith('#')) return [`$ ${line}`];
    return index === 0 ? [line] : ['', line];
  });
  return section('Examples', lines);
}
