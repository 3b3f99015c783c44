import { finished } from 'node:stream/promises';
import { createRequire } from 'node:module';
import type { Collection, Db, GridFSBucket, ObjectId } from 'mongodb';
import type { NewUpload, StoredUpload, UploadAppendOutcome, UploadStore } from '../../../application/media/upload-store.js';

/** Required when first used, as the blob store does: a SQLite instance never loads the driver. */
const mongodb = (): typeof import('mongodb') => createRequire(import.meta.url)('mongodb') as typeof import('mongodb');

/** The GridFS bucket of the bytes of uploads in progress: `tus_uploads.files` and `tus_uploads.chunks`. */
const UPLOAD_BUCKET = 'tus_uploads';

interface UploadDocument {
  _id: string;
  project_id: string;
  size: number | null;
  received: number;
  metadata: Record<string, string | null>;
  created_at: string;
  image_id: string | null;
  /** The GridFS files of the appended bodies, in order. */
  parts: Array<{ file: ObjectId; position: number; length: number }>;
}

const uploadOf = (doc: UploadDocument): StoredUpload => ({
  id: doc._id,
  size: doc.size,
  offset: doc.received,
  metadata: doc.metadata,
  createdAt: doc.created_at,
  imageId: doc.image_id,
});

/**
 * Uploads in progress in MongoDB: a document per upload (collection `tus_uploads`), each
 * appended body a GridFS file. An append writes its file first, then moves the offset with one
 * conditional update that also lists the file (offset as read, upload in progress): of two
 * appends at one offset, on any instances, one wins and the other's file is deleted.
 */
export class GridFsUploadStore implements UploadStore {
  private readonly uploads: Collection<UploadDocument>;
  private readonly bucket: GridFSBucket;

  constructor(db: Db) {
    this.uploads = db.collection<UploadDocument>('tus_uploads');
    this.bucket = new (mongodb().GridFSBucket)(db, { bucketName: UPLOAD_BUCKET });
  }

  async create(upload: NewUpload): Promise<'created' | 'exists'> {
    const doc: UploadDocument = {
      _id: upload.id,
      project_id: upload.id.split('_')[0]!,
      size: upload.size,
      received: 0,
      metadata: { ...upload.metadata },
      created_at: upload.createdAt,
      image_id: null,
      parts: [],
    };
    const result = await this.uploads.updateOne({ _id: upload.id }, { $setOnInsert: doc }, { upsert: true });
    return result.upsertedCount === 1 ? 'created' : 'exists';
  }

  async find(id: string): Promise<StoredUpload | null> {
    const doc = await this.uploads.findOne({ _id: id }, { projection: { parts: 0 } });
    return doc === null ? null : uploadOf(doc);
  }

  async append(id: string, at: number, bytes: Uint8Array): Promise<UploadAppendOutcome> {
    const file = this.bucket.openUploadStream(`${id}/${at}`);
    file.end(bytes);
    await finished(file);
    const moved = await this.uploads.updateOne(
      { _id: id, received: at, image_id: null },
      { $inc: { received: bytes.length }, $push: { parts: { file: file.id, position: at, length: bytes.length } } },
    );
    if (moved.modifiedCount === 1) return { kind: 'appended', offset: at + bytes.length };
    await this.bucket.delete(file.id).catch(() => undefined);
    const held = await this.uploads.findOne({ _id: id }, { projection: { received: 1 } });
    return held === null ? { kind: 'missing' } : { kind: 'moved', offset: held.received };
  }

  async declareLength(id: string, size: number): Promise<void> {
    await this.uploads.updateOne({ _id: id, size: null }, { $set: { size } });
  }

  async *bytes(id: string): AsyncIterable<Uint8Array> {
    const doc = await this.uploads.findOne({ _id: id }, { projection: { parts: 1 } });
    for (const part of doc?.parts ?? []) {
      for await (const chunk of this.bucket.openDownloadStream(part.file)) yield chunk as Uint8Array;
    }
  }

  async complete(id: string, imageId: string): Promise<void> {
    const before = await this.uploads.findOneAndUpdate({ _id: id }, { $set: { image_id: imageId, parts: [] } });
    await this.deleteFiles(before?.parts ?? []);
  }

  async remove(id: string): Promise<boolean> {
    const removed = await this.uploads.findOneAndDelete({ _id: id });
    await this.deleteFiles(removed?.parts ?? []);
    return removed !== null;
  }

  async startedBefore(before: string): Promise<string[]> {
    return (await this.uploads.find({ created_at: { $lt: before } }, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id);
  }

  private async deleteFiles(parts: UploadDocument['parts']): Promise<void> {
    for (const part of parts) await this.bucket.delete(part.file).catch(() => undefined);
  }
}
