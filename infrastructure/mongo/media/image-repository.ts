import type { Db, MongoClient } from 'mongodb';
import type { AddImageOutcome, DeleteImageOutcome, ImageRepository } from '../../../application/media/ports.js';
import type { PageWindow } from '../../../application/shared/pagination.js';
import { usageNeedle, type Image } from '../../../domain/media/image.js';
import { isDuplicateKey } from '../errors.js';
import { claimSlugGuard, PAGES, type PageDoc } from '../pages/documents.js';

/** The images collection; documents carry `project_id` (project deletion relies on it). */
export const IMAGES = 'images';

type ImageDoc = Omit<Image, 'id'> & { _id: string };

const toImage = ({ _id, ...rest }: ImageDoc): Image => ({ id: _id, ...rest });

const USERS_SHOWN = 10;

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `holdsImage` (domain/media/image.ts) as a query: the content, or a metadata string (or a string in a list). */
function usersOf(projectId: string, needle: string) {
  const regex = escapeRegex(needle);
  const holds = (value: string) => ({
    $cond: [{ $eq: [{ $type: value }, 'string'] }, { $regexMatch: { input: value, regex } }, false],
  });
  return {
    project_id: projectId,
    kind: 'live' as const,
    $or: [
      { content: { $regex: regex } },
      {
        $expr: {
          $anyElementTrue: [
            {
              $map: {
                input: { $objectToArray: '$metadata' },
                as: 'field',
                in: {
                  $cond: [
                    { $isArray: '$$field.v' },
                    { $anyElementTrue: [{ $map: { input: '$$field.v', as: 'item', in: holds('$$item') } }] },
                    holds('$$field.v'),
                  ],
                },
              },
            },
          ],
        },
      },
    ],
  };
}

export class MongoImageRepository implements ImageRepository {
  private readonly images;
  private readonly pages;
  private readonly projects;

  constructor(
    private readonly db: Db,
    private readonly client: MongoClient,
  ) {
    this.images = db.collection<ImageDoc>(IMAGES);
    this.pages = db.collection<PageDoc>(PAGES);
    this.projects = db.collection<{ _id: string }>('projects');
  }

  async add(image: Image): Promise<AddImageOutcome> {
    const { id, ...rest } = image;
    try {
      await this.images.insertOne({ _id: id, ...rest });
      return { kind: 'created', image };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const existing = await this.findByHash(image.project_id, image.sha256);
      if (existing === null) throw error;
      return { kind: 'existing', image: existing };
    }
  }

  async find(projectId: string, id: string): Promise<Image | null> {
    const doc = await this.images.findOne({ _id: id, project_id: projectId });
    return doc ? toImage(doc) : null;
  }

  async findByHash(projectId: string, sha256: string): Promise<Image | null> {
    const doc = await this.images.findOne({ project_id: projectId, sha256 });
    return doc ? toImage(doc) : null;
  }

  async list(projectId: string, window: PageWindow): Promise<Image[]> {
    const filter = window.after === undefined ? { project_id: projectId } : { project_id: projectId, _id: { $gt: window.after } };
    return (await this.images.find(filter).sort({ _id: 1 }).limit(window.limit).toArray()).map(toImage);
  }

  async deleteUnlessUsed(projectId: string, id: string): Promise<DeleteImageOutcome> {
    // The (project_id, kind, slug, language) index narrows the search to the project's live pages.
    // MongoDB transactions conflict on writes only: a page published during this transaction
    // is not seen (the SQLite adapter serializes the two).
    return this.client.withSession((session) =>
      session.withTransaction(async (): Promise<DeleteImageOutcome> => {
        const doc = await this.images.findOne({ _id: id, project_id: projectId }, { session });
        if (!doc) return { kind: 'not_found' };
        // The project's guard document, written by a logo change too: the two transactions
        // conflict, so the image cannot go while it is being made the logo.
        await claimSlugGuard(this.db, projectId, session);
        const logo = await this.projects.findOne({ _id: projectId, 'settings.site.logo_image_id': id }, { session, projection: { _id: 1 } });
        if (logo) return { kind: 'logo' };
        const icon = await this.projects.findOne({ _id: projectId, 'settings.site.favicon_image_id': id }, { session, projection: { _id: 1 } });
        if (icon) return { kind: 'favicon' };
        const pages = await this.pages
          .find(usersOf(projectId, usageNeedle(projectId, id)), { session, projection: { _id: 0, slug: 1, language: 1 } })
          .sort({ slug: 1, language: 1 })
          .limit(USERS_SHOWN)
          .toArray();
        if (pages.length > 0) return { kind: 'in_use', pages: pages.map(({ slug, language }) => ({ slug, language })) };
        await this.images.deleteOne({ _id: id, project_id: projectId }, { session });
        return { kind: 'deleted', image: toImage(doc) };
      }),
    );
  }
}
