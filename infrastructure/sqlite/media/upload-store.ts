import type { NewUpload, StoredUpload, UploadAppendOutcome, UploadStore } from '../../../application/media/upload-store.js';
import { immediate, type SqliteDatabase } from '../database.js';

/** Bytes a chunk row holds at most: a large PATCH is several rows, each read back in turn. */
const CHUNK_BYTES = 1024 * 1024;

interface UploadRow {
  id: string;
  size: number | null;
  received: number;
  metadata: string;
  created_at: string;
  image_id: string | null;
}

const uploadOf = (row: UploadRow): StoredUpload => ({
  id: row.id,
  size: row.size,
  offset: row.received,
  metadata: JSON.parse(row.metadata) as StoredUpload['metadata'],
  createdAt: row.created_at,
  imageId: row.image_id,
});

/** Uploads in progress in the database file (migration 36): every instance on it resumes any of them. */
export class SqliteUploadStore implements UploadStore {
  private readonly insert;
  private readonly selectOne;
  private readonly advance;
  private readonly insertChunk;
  private readonly setSize;
  private readonly selectChunk;
  private readonly deleteChunks;
  private readonly setImage;
  private readonly deleteOne;
  private readonly selectBefore;

  constructor(private readonly db: SqliteDatabase) {
    this.insert = db.prepare('INSERT INTO tus_uploads (id, size, received, metadata, created_at) VALUES (?, ?, 0, ?, ?) ON CONFLICT (id) DO NOTHING');
    this.selectOne = db.prepare('SELECT * FROM tus_uploads WHERE id = ?');
    // The append's decision: only from the offset held, only while in progress.
    this.advance = db.prepare('UPDATE tus_uploads SET received = received + @length WHERE id = @id AND received = @at AND image_id IS NULL');
    this.insertChunk = db.prepare('INSERT INTO tus_upload_chunks (upload_id, position, bytes) VALUES (?, ?, ?)');
    this.setSize = db.prepare('UPDATE tus_uploads SET size = ? WHERE id = ? AND size IS NULL');
    this.selectChunk = db.prepare('SELECT position, bytes FROM tus_upload_chunks WHERE upload_id = ? AND position >= ? ORDER BY position LIMIT 1');
    this.deleteChunks = db.prepare('DELETE FROM tus_upload_chunks WHERE upload_id = ?');
    this.setImage = db.prepare('UPDATE tus_uploads SET image_id = ? WHERE id = ?');
    this.deleteOne = db.prepare('DELETE FROM tus_uploads WHERE id = ?');
    this.selectBefore = db.prepare('SELECT id FROM tus_uploads WHERE created_at < ?').pluck();
  }

  async create(upload: NewUpload): Promise<'created' | 'exists'> {
    const { changes } = this.insert.run(upload.id, upload.size, JSON.stringify(upload.metadata), upload.createdAt);
    return changes === 1 ? 'created' : 'exists';
  }

  async find(id: string): Promise<StoredUpload | null> {
    const row = this.selectOne.get(id) as UploadRow | undefined;
    return row === undefined ? null : uploadOf(row);
  }

  async append(id: string, at: number, bytes: Uint8Array): Promise<UploadAppendOutcome> {
    return immediate(this.db, () => {
      if (this.advance.run({ id, at, length: bytes.length }).changes === 0) {
        const row = this.selectOne.get(id) as UploadRow | undefined;
        return row === undefined ? { kind: 'missing' as const } : { kind: 'moved' as const, offset: row.received };
      }
      for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
        this.insertChunk.run(id, at + start, Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.min(CHUNK_BYTES, bytes.length - start)));
      }
      return { kind: 'appended' as const, offset: at + bytes.length };
    });
  }

  async declareLength(id: string, size: number): Promise<void> {
    this.setSize.run(size, id);
  }

  /** Row by row (one chunk in memory at a time), each read on its own: a large upload never holds a read open. */
  async *bytes(id: string): AsyncIterable<Uint8Array> {
    let position = 0;
    for (;;) {
      const chunk = this.selectChunk.get(id, position) as { position: number; bytes: Buffer } | undefined;
      if (chunk === undefined) return;
      yield chunk.bytes;
      position = chunk.position + chunk.bytes.length;
    }
  }

  async complete(id: string, imageId: string): Promise<void> {
    await immediate(this.db, () => {
      if (this.setImage.run(imageId, id).changes === 1) this.deleteChunks.run(id);
    });
  }

  async remove(id: string): Promise<boolean> {
    return immediate(this.db, () => {
      this.deleteChunks.run(id);
      return this.deleteOne.run(id).changes === 1;
    });
  }

  async startedBefore(before: string): Promise<string[]> {
    return this.selectBefore.all(before) as string[];
  }
}
