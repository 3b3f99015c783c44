import type { Db } from 'mongodb';
import type { CaptureHeader, CaptureRepository } from '../../../application/ingestion/ports.js';
import type { PageWindow } from '../../../application/shared/pagination.js';
import type { Capture } from '../../../domain/ingestion/capture.js';

/** The captures collection; documents carry `project_id` (project deletion relies on it). */
export const CAPTURES = 'captures';

type CaptureDoc = Omit<Capture, 'id'> & { _id: string };

const toCapture = ({ _id, ...rest }: CaptureDoc): Capture => ({ id: _id, ...rest });

export class MongoCaptureRepository implements CaptureRepository {
  private readonly captures;

  constructor(db: Db) {
    this.captures = db.collection<CaptureDoc>(CAPTURES);
  }

  async add(capture: Capture): Promise<void> {
    const { id, ...rest } = capture;
    await this.captures.insertOne({ _id: id, ...rest });
  }

  async find(projectId: string, id: string): Promise<Capture | null> {
    const doc = await this.captures.findOne({ _id: id, project_id: projectId });
    return doc ? toCapture(doc) : null;
  }

  async list(projectId: string, window: PageWindow): Promise<CaptureHeader[]> {
    const filter = window.after === undefined ? { project_id: projectId } : { project_id: projectId, _id: { $gt: window.after } };
    // The list never reads the HTML (up to 1 MB a document).
    const docs = await this.captures
      .find(filter, { projection: { html: 0 } })
      .sort({ _id: 1 })
      .limit(window.limit)
      .toArray();
    return docs.map(({ _id, ...rest }) => ({ id: _id, ...rest }) as CaptureHeader);
  }

  async delete(projectId: string, id: string): Promise<boolean> {
    return (await this.captures.deleteOne({ _id: id, project_id: projectId })).deletedCount > 0;
  }
}
