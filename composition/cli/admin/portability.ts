import * as E from 'fp-ts/lib/Either.js';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ExportProject } from '../../../application/portability/export-project.js';
import { ImportImages } from '../../../application/portability/import-images.js';
import { ImportProject, type ImportOptions } from '../../../application/portability/import-project.js';
import { NO_COUNTS, type ArchiveCounts } from '../../../domain/portability/archive-records.js';
import { readArchiveFile, writeArchiveFile } from '../../../infrastructure/portability/archive-file.js';
import { EXIT, failed, type CommandContext } from './command.js';
import { contentStores } from './content-stores.js';
import { serviceSettingsOf, systemClock, systemIds, withStorage } from './store.js';

/** `export <project_id> <file>`: the project as an archive file (a new file; see domain/portability/archive-records.ts). */
export async function exportProject(args: { projectId: string; file: string }, context: CommandContext): Promise<number> {
  const file = resolve(args.file);
  if (existsSync(file)) return refuse(context, `${file} already exists: an export never overwrites a file`);
  return withStorage(context.config, async (storage) => {
    const s = contentStores(context.config, storage);
    const exporting = new ExportProject(s.projects, s.memberships, s.archive, s.images, s.blobs, s.pages, s.navigation, s.glossaries, systemClock);
    const records = await exporting.execute({ projectId: args.projectId }, context.progress.listener);
    if (E.isLeft(records)) return failed(context, records.left);
    let counts: ArchiveCounts | null = null;
    let bytes = 0;
    try {
      await writeArchiveFile(
        file,
        (async function* () {
          for await (const record of records.right) {
            if (record.type === 'end') counts = { ...NO_COUNTS, ...record.counts };
            yield record;
          }
        })(),
        (written) => (bytes = written),
      );
    } catch (error) {
      return refuse(context, `Not exported (no file written): ${error instanceof Error ? error.message : String(error)}`);
    }
    context.progress.finish();
    context.print({ export: file, project_id: args.projectId, bytes, counts });
    return EXIT.ok;
  });
}

/** `import <file> [--name <name>] [--admin <user_id>] [--without-members]`: a new project from an archive. */
export async function importProject(args: { file: string } & ImportOptions, context: CommandContext): Promise<number> {
  const file = resolve(args.file);
  if (!existsSync(file) || !statSync(file).isFile()) return refuse(context, `No archive file at ${file}`);
  const size = statSync(file).size;
  return withStorage(context.config, async (storage) => {
    const { config } = context;
    const s = contentStores(config, storage);
    const importing = new ImportProject(
      s.archive,
      s.projects,
      s.memberships,
      new ImportImages(s.blobs, s.images, systemIds),
      s.blobs,
      systemIds,
      systemClock,
      serviceSettingsOf(config),
      s.glossaries,
    );
    const lines = readArchiveFile(file, (read) => context.progress.listener({ step: 'import', done: read, total: size, unit: 'bytes' }));
    const imported = await importing.execute(lines, args);
    if (E.isLeft(imported)) return failed(context, imported.left);
    context.progress.finish();
    const summary = imported.right;
    let site = 'no live pages';
    if (summary.counts.documents > 0) {
      // The live pages are published content: the new project's site shows them as the source's did.
      const { deploySite } = await import('./site-deploy.js');
      site = await deploySite(config, s, storage, summary.project_id).then(
        () => 'deployed',
        (error: unknown) => `not deployed (${error instanceof Error ? error.message : String(error)}): the next publish deploys it`,
      );
    }
    for (const warning of summary.warnings) context.say(`warning: ${warning}`);
    context.print({ ...summary, site });
    return EXIT.ok;
  });
}

function refuse(context: CommandContext, message: string): number {
  context.progress.finish();
  context.say(message);
  return EXIT.failed;
}
