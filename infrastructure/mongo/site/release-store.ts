import { createRequire } from 'node:module';
import { finished } from 'node:stream/promises';
import type { Db, GridFSBucket } from 'mongodb';
import type { CurrentRelease, PreparedRelease, ReleaseEntry, ReleaseInfo, ReleaseStore, SwitchOutcome } from '../../../application/site/release-store.js';
import { isDuplicateKey } from '../errors.js';
import { SITE_BLOB_BUCKET, SITE_CURRENT, SITE_RELEASE_FILES } from './indexes.js';

/** The driver, required when first used (as GridFsBlobStore does): a SQLite instance never loads it. */
const mongodb = (): typeof import('mongodb') => createRequire(import.meta.url)('mongodb') as typeof import('mongodb');

interface CurrentDoc {
  /** The project id: one pointer per project. */
  _id: string;
  release: number;
  info: ReleaseInfo;
}

/** A file of the releases `from_release` up to (not including) `to_release`; null: every release since. */
interface FileDoc {
  project_id: string;
  path: string;
  from_release: number;
  to_release: number | null;
  etag: string;
  entry: ReleaseEntry;
}

const inRelease = (release: number) => ({ from_release: { $lte: release }, $or: [{ to_release: null }, { to_release: { $gt: release } }] });
const blobName = (projectId: string, etag: string) => `${projectId}/${etag}`;

/**
 * Deployed sites in MongoDB, so any instance serves any site: blobs in GridFS (bucket
 * `site_blobs`, named `<project>/<etag>`, `metadata.checked` false until a collection saw
 * them), versioned file rows in `site_release_files` (a changed path closes its open row and
 * adds one), and the live release in `site_current`, switched by one conditional update.
 */
export class MongoReleaseStore implements ReleaseStore {
  private readonly pointers;
  private readonly files;
  private readonly bucket: GridFSBucket;
  /** The bucket's file documents, where `metadata.checked` is set. */
  private readonly blobFiles;

  constructor(db: Db) {
    this.blobFiles = db.collection(`${SITE_BLOB_BUCKET}.files`);
    this.pointers = db.collection<CurrentDoc>(SITE_CURRENT);
    this.files = db.collection<FileDoc>(SITE_RELEASE_FILES);
    this.bucket = new (mongodb().GridFSBucket)(db, { bucketName: SITE_BLOB_BUCKET });
  }

  async current(projectId: string): Promise<CurrentRelease | null> {
    const doc = await this.pointers.findOne({ _id: projectId });
    return doc === null ? null : { release: doc.release, info: doc.info };
  }

  async entries(projectId: string, release: number, paths: readonly string[]): Promise<Map<string, ReleaseEntry>> {
    const docs = await this.files.find({ project_id: projectId, path: { $in: [...paths] }, ...inRelease(release) }).toArray();
    return new Map(docs.map((doc) => [doc.path, doc.entry]));
  }

  async allEntries(projectId: string, release: number): Promise<Map<string, ReleaseEntry>> {
    const docs = await this.files.find({ project_id: projectId, ...inRelease(release) }).toArray();
    return new Map(docs.map((doc) => [doc.path, doc.entry]));
  }

  async blob(projectId: string, etag: string): Promise<Uint8Array | null> {
    const file = await this.bucket
      .find({ filename: blobName(projectId, etag) })
      .limit(1)
      .next();
    if (file === null) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async putBlob(projectId: string, etag: string, body: Uint8Array): Promise<void> {
    const filename = blobName(projectId, etag);
    // A blob's bytes are its name's: the first write stands.
    if ((await this.bucket.find({ filename }).limit(1).next()) !== null) return;
    const upload = this.bucket.openUploadStream(filename, { metadata: { project_id: projectId, etag, checked: false } });
    upload.end(body);
    await finished(upload);
  }

  async prepare(projectId: string): Promise<PreparedRelease> {
    const base = (await this.current(projectId))?.release ?? null;
    // What a deploy that stopped before its switch staged: never current, so never read.
    await this.files.deleteMany({ project_id: projectId, from_release: { $gt: base ?? 0 } });
    await this.files.updateMany({ project_id: projectId, to_release: { $gt: base ?? 0 } }, { $set: { to_release: null } });
    return { release: (base ?? 0) + 1, base };
  }

  async stage(projectId: string, release: number, put: ReadonlyMap<string, ReleaseEntry>, removed: readonly string[]): Promise<void> {
    const paths = [...put.keys(), ...removed];
    if (paths.length === 0) return;
    await this.files.bulkWrite(
      [
        { deleteMany: { filter: { project_id: projectId, path: { $in: paths }, from_release: release } } },
        { updateMany: { filter: { project_id: projectId, path: { $in: paths }, to_release: null }, update: { $set: { to_release: release } } } },
        ...[...put].map(([path, entry]) => ({
          insertOne: { document: { project_id: projectId, path, from_release: release, to_release: null, etag: entry.etag, entry } },
        })),
      ],
      { ordered: true },
    );
  }

  async switchTo(projectId: string, prepared: PreparedRelease, info: ReleaseInfo): Promise<SwitchOutcome> {
    const current = (await this.current(projectId))?.release ?? null;
    if (current !== prepared.base) return { kind: 'moved', current };
    const etags = (await this.files.distinct('etag', { project_id: projectId, from_release: prepared.release })) as string[];
    const names = etags.map((etag) => blobName(projectId, etag));
    const stored = new Set((await this.bucket.find({ filename: { $in: names } }, { projection: { filename: 1 } }).toArray()).map((file) => file.filename));
    const missing = etags.filter((etag) => !stored.has(blobName(projectId, etag))).sort();
    if (missing.length > 0) return { kind: 'incomplete', missing };
    const set = { release: prepared.release, info };
    if (prepared.base === null) {
      try {
        await this.pointers.insertOne({ _id: projectId, ...set });
        return { kind: 'switched' };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    } else if ((await this.pointers.updateOne({ _id: projectId, release: prepared.base }, { $set: set })).matchedCount === 1) {
      return { kind: 'switched' };
    }
    return { kind: 'moved', current: (await this.current(projectId))?.release ?? null };
  }

  async collect(projectId: string, keep: number): Promise<void> {
    const current = await this.current(projectId);
    if (current === null) return;
    const oldest = current.release - keep + 1;
    const closed = { project_id: projectId, to_release: { $ne: null, $lte: oldest } };
    const candidates = new Set((await this.files.distinct('etag', closed)) as string[]);
    await this.files.deleteMany(closed);
    const unchecked = await this.bucket.find({ 'metadata.project_id': projectId, 'metadata.checked': false }, { projection: { filename: 1 } }).toArray();
    for (const file of unchecked) candidates.add(file.filename.slice(projectId.length + 1));
    for (const etag of candidates) {
      const named = (await this.files.countDocuments({ project_id: projectId, etag }, { limit: 1 })) > 0;
      const files = await this.bucket.find({ filename: blobName(projectId, etag) }, { projection: { _id: 1 } }).toArray();
      for (const file of files) {
        if (named) await this.blobFiles.updateOne({ _id: file._id }, { $set: { 'metadata.checked': true } });
        else await this.bucket.delete(file._id);
      }
    }
  }

  async remove(projectId: string): Promise<void> {
    await this.pointers.deleteOne({ _id: projectId });
    await this.files.deleteMany({ project_id: projectId });
    for (const file of await this.bucket.find({ 'metadata.project_id': projectId }, { projection: { _id: 1 } }).toArray()) await this.bucket.delete(file._id);
  }

  async projects(): Promise<string[]> {
    return (
      await this.pointers
        .find({}, { projection: { _id: 1 } })
        .sort({ _id: 1 })
        .toArray()
    ).map((doc) => doc._id);
  }
}
