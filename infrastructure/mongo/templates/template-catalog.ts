import type { Db, MongoClient } from 'mongodb';
import type { TemplateCatalog, TemplateDeleteOutcome } from '../../../application/templates/ports.js';
import { DEFAULT_LAYOUT } from '../../../domain/templates/layouts.js';
import type { DocTemplate, SiteLayout, TemplateField } from '../../../domain/templates/template.js';
import { isDuplicateKey } from '../errors.js';
import { PAGES, type PageDoc } from '../pages/documents.js';
import { DOC_TEMPLATES } from './indexes.js';

export interface TemplateDoc {
  project_id: string;
  id: string;
  name: string;
  description: string;
  fields: TemplateField[];
  /** Absent in templates stored before layouts: the plain page. */
  extends?: SiteLayout;
  created_at: string;
  updated_at: string;
}

export const toTemplate = (doc: TemplateDoc): DocTemplate => ({
  id: doc.id,
  name: doc.name,
  description: doc.description,
  fields: doc.fields,
  extends: doc.extends ?? DEFAULT_LAYOUT,
});

/** Project templates; the unique index on (project_id, id) refuses a second template of one id. */
export class MongoTemplateCatalog implements TemplateCatalog {
  private readonly templates;
  private readonly pages;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.templates = db.collection<TemplateDoc>(DOC_TEMPLATES);
    this.pages = db.collection<PageDoc>(PAGES);
  }

  async list(projectId: string): Promise<DocTemplate[]> {
    return (await this.templates.find({ project_id: projectId }).sort({ created_at: 1, id: 1 }).toArray()).map(toTemplate);
  }

  async find(projectId: string, id: string): Promise<DocTemplate | null> {
    const doc = await this.templates.findOne({ project_id: projectId, id });
    return doc ? toTemplate(doc) : null;
  }

  async create(projectId: string, template: DocTemplate, at: string): Promise<boolean> {
    try {
      await this.templates.insertOne({
        project_id: projectId,
        ...template,
        fields: [...template.fields],
        extends: template.extends ?? DEFAULT_LAYOUT,
        created_at: at,
        updated_at: at,
      });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async replace(projectId: string, template: DocTemplate, at: string): Promise<boolean> {
    const result = await this.templates.updateOne(
      { project_id: projectId, id: template.id },
      {
        $set: {
          name: template.name,
          description: template.description,
          fields: [...template.fields],
          extends: template.extends ?? DEFAULT_LAYOUT,
          updated_at: at,
        },
      },
    );
    return result.matchedCount > 0;
  }

  async delete(projectId: string, id: string): Promise<TemplateDeleteOutcome> {
    return this.client.withSession((session) =>
      session.withTransaction(async (): Promise<TemplateDeleteOutcome> => {
        if (!(await this.templates.findOne({ project_id: projectId, id }, { session }))) return 'not_found';
        if (await this.pages.findOne({ project_id: projectId, doc_template_id: id }, { session, projection: { _id: 1 } })) return 'in_use';
        await this.templates.deleteOne({ project_id: projectId, id }, { session });
        return 'deleted';
      }),
    );
  }
}
