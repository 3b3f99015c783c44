import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './processes.js';

/** A file of the repository, by its path from the root. */
export const repositoryFile = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** The text of a markdown section: from its heading line to the next heading of the same or a higher level. */
export function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`no heading "${heading}"`);
  const level = /^#+/.exec(heading)![0].length;
  // A shell comment inside a code block is not a heading.
  let fenced = false;
  const end = lines.findIndex((line, i) => {
    if (line.startsWith('```')) fenced = !fenced;
    return i > start && !fenced && new RegExp(`^#{1,${level}} `).test(line);
  });
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

/** The bodies of the fenced code blocks of one language (```sh), in order. */
export function codeBlocks(markdown: string, language: string): string[] {
  return [...markdown.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((match) => match[1]!);
}

/** A shell command as a reader pastes it, and what the text says it prints. */
export interface ShellStep {
  /** One logical line: continuation lines (ending in `\`) joined. */
  readonly command: string;
  /** The `# → ` lines that follow it, one per line of output, or null when nothing is claimed. */
  readonly claims: readonly string[] | null;
}

const CLAIM = '# → ';

/** Reads a shell block into commands and the outputs claimed after each; other comments are prose. */
export function shellSteps(block: string): ShellStep[] {
  const steps: { command: string; claims: string[] | null }[] = [];
  const lines = block.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith(CLAIM)) {
      const last = steps.at(-1);
      if (last === undefined) throw new Error(`an output claimed before any command: ${line}`);
      (last.claims ??= []).push(line.slice(CLAIM.length));
    } else if (line.trim() !== '' && !line.trimStart().startsWith('#')) {
      let command = line;
      while (command.endsWith('\\') && i + 1 < lines.length) command = `${command.slice(0, -1)}${lines[++i]!.trimStart()}`;
      steps.push({ command, claims: null });
    }
  }
  return steps;
}

/**
 * Whether `output` is what `claims` show: line for line, `…` standing for any text (ids,
 * tokens, times). Trailing white space is not compared.
 */
export function matchesClaims(output: string, claims: readonly string[]): boolean {
  const pattern = claims
    .join('\n')
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*?');
  return new RegExp(`^${pattern}$`).test(output.trimEnd());
}
