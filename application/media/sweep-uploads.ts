import { inject, injectable } from 'inversify';
import { Clock } from '../shared/ports.js';
import { BlobStore, ResumableUploads } from './ports.js';

/** An upload not finished a day after it started is abandoned. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes abandoned resumable uploads and the staged bytes a crash may have left. Run
 * periodically (infrastructure schedules it); the Clock decides what is old.
 */
@injectable()
export class SweepUploads {
  constructor(
    @inject(ResumableUploads) private readonly uploads: ResumableUploads,
    @inject(BlobStore) private readonly blobs: BlobStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async sweep(): Promise<{ uploads: number; staged: number }> {
    const before = new Date(this.clock.now().getTime() - ABANDONED_AFTER_MS);
    return { uploads: await this.uploads.removeStartedBefore(before), staged: await this.blobs.sweepStaged(before) };
  }
}
