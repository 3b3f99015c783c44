import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { ROUTES } from '../../adapters/http/routes.js';
import { PROJECT_NOT_FOUND } from '../../application/projects/project-access.js';
import { loadConfig } from '../../composition/config.js';
import { NOT_A_MEMBER } from '../../domain/live/live-access.js';
import { matchesClaims, repositoryFile, section, shellSteps } from '../support/markdown.js';
import { ROOT } from '../support/processes.js';

/** The documentation a reader finds from the README. */
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Folders that hold no code of ours (dependencies, builds, another install). */
const NOT_OURS = new Set(['node_modules', 'dist', '.git', 'coverage', 'reports', '.stryker-tmp']);

/** Every source file of the repository that may read the environment. */
function sourceFiles(folder = ''): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = folder === '' ? name : `${folder}/${name}`;
    if (NOT_OURS.has(name)) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|js|mjs|cjs)$/.test(name) ? [path] : [];
  });
}

/** The operating system's own variables, read to start child processes: not configuration. */
const SYSTEM_VARIABLES = new Set(['PATH', 'HOME']);

/** Variables read from the environment: by name, by a quoted name in brackets, or destructured. */
function variablesRead(source: string): string[] {
  const named = [...source.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g)].map((m) => m[1] ?? m[2]!);
  const destructured = [...source.matchAll(/\{([^}]*)\}\s*=\s*process\.env\b/g)].flatMap((m) => m[1]!.split(',').map((part) => part.split(':')[0]!.trim()));
  return [...named, ...destructured].filter((name) => name !== '' && !SYSTEM_VARIABLES.has(name));
}

/** Names written as code (`NAME`) in a text. */
const codeNames = (text: string): Set<string> => new Set([...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!));

/** The text without fenced code blocks and inline code, where link syntax is not a link. */
const prose = (markdown: string): string => markdown.replace(/^```[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a markdown file's headings (a repeated heading gets -1, -2, ...). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const headings = [...markdown.replace(/^```[\s\S]*?^```$/gm, '').matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!));
  return new Set(
    headings.map((anchor) => {
      const count = seen.get(anchor) ?? 0;
      seen.set(anchor, count + 1);
      return count === 0 ? anchor : `${anchor}-${count}`;
    }),
  );
}

describe('Documentation', () => {
  it('documents in docs/configuration.md every variable the code reads from the environment', () => {
    const configuration = codeNames(repositoryFile('docs/configuration.md'));
    const read = sourceFiles().flatMap((path) => [...new Set(variablesRead(repositoryFile(path)))].map((name) => `${name} (${path})`));
    expect(read.length, 'process.env reads found').to.be.greaterThan(10);
    expect(read.filter((entry) => !configuration.has(entry.split(' ')[0]!))).to.deep.equal([]);
  });

  it("lists every variable of the service's configuration in the table of docs/configuration.md", () => {
    const config = loadConfig({});
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    const table = section(repositoryFile('docs/configuration.md'), "## The service's variables");
    const rows = new Set([...table.matchAll(/^\|([^|]*)\|/gm)].flatMap((m) => [...codeNames(m[1]!)]));
    const variables = Object.keys(config.right).filter((key) => key !== 'publicBaseUrl');
    expect(variables.length).to.be.greaterThan(40);
    expect(variables.filter((name) => !rows.has(name))).to.deep.equal([]);
  });

  it('names every dependency of package.json in docs/dependencies.md', () => {
    const pkg = JSON.parse(repositoryFile('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    const named = codeNames(repositoryFile('docs/dependencies.md'));
    const all = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];
    expect(all.filter((name) => !named.has(name))).to.deep.equal([]);
  });

  it('links only to files of the repository that exist, and to headings that exist', () => {
    const broken = DOCUMENTS.flatMap((document) => {
      const links = [...prose(repositoryFile(document)).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
      return links
        .filter((target) => !/^(https?|mailto):/.test(target))
        .flatMap((target) => {
          const [path = '', anchor] = target.split('#');
          const file = path === '' ? document : normalize(join(dirname(document), decodeURIComponent(path)));
          if (file.startsWith('..')) return [`${document}: ${target} leaves the repository`];
          if (!existsSync(join(ROOT, file))) return [`${document}: ${target} does not exist`];
          if (anchor !== undefined && file.endsWith('.md') && !anchors(repositoryFile(file)).has(anchor)) return [`${document}: ${target} names no heading`];
          return [];
        });
    });
    expect(broken).to.deep.equal([]);
  });

  it('says in docs/security.md what a non-member gets: 404 everywhere, and the one 403 the specification names, on the routes that answer it', () => {
    const authorization = section(repositoryFile('docs/security.md'), '## Authorization: roles and capabilities');
    // The routes of `LiveAccess` (access "provisioned member"), which tell a non-member so.
    const telling = ROUTES.filter((route) => route.kind === 'use-case' && route.access === 'live speaker').map((route) => route.path);
    expect(telling.length).to.be.greaterThan(0);
    const missing = [`404 ${PROJECT_NOT_FOUND}`, `403 ${NOT_A_MEMBER}`, ...telling].filter((said) => !authorization.replace(/\s+/g, ' ').includes(said));
    expect(missing).to.deep.equal([]);
  });

  it('names no file outside the repository', () => {
    const outside = DOCUMENTS.filter((document) => /\.\.\/shared\/|\/work\//.test(repositoryFile(document)));
    expect(outside).to.deep.equal([]);
  });
});

describe('Documentation: reading shell blocks', () => {
  it('joins continued lines and keeps the claimed output lines with their command', () => {
    expect(shellSteps('A=1\n# a remark\ncurl -s \\\n  $B/x\n# → {"id":"…"}\n# → done\necho\n')).to.deep.equal([
      { command: 'A=1', claims: null },
      { command: 'curl -s $B/x', claims: ['{"id":"…"}', 'done'] },
      { command: 'echo', claims: null },
    ]);
  });

  it('lets … stand for any text and nothing else vary', () => {
    expect(matchesClaims('{"id":"0mw1","plan":"trial"}\n', ['{"id":"…","plan":"trial"}'])).to.equal(true);
    expect(matchesClaims('{"id":"0mw1","plan":"pro"}', ['{"id":"…","plan":"trial"}'])).to.equal(false);
    expect(matchesClaims('[ 1 ]', ['[ 1 ] and more'])).to.equal(false);
    expect(matchesClaims('a\nb', ['a', 'b'])).to.equal(true);
    expect(matchesClaims('a (b)', ['a (b)'])).to.equal(true);
  });
});
