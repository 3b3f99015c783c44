import * as E from 'fp-ts/lib/Either.js';
import type { Metadata } from '../../domain/pages/metadata.js';
import type { SiteSettings } from '../../domain/projects/project.js';
import { agentSlugReservation } from '../../domain/projects/settings-codecs.js';
import { builtInTemplate } from '../../domain/templates/built-in.js';
import { checkMetadata } from '../../domain/templates/check-metadata.js';
import { newProjectTemplate } from '../../domain/templates/template-definition.js';
import type { DocTemplate } from '../../domain/templates/template.js';
import { reservedSlug, unknownTemplate } from '../pages/page-errors.js';
import { decodeInput } from '../shared/decode.js';
import { CreateProjectTemplateInput } from '../templates/create-project-template.js';

/**
 * The API's own rules, applied to what an archive brings (the settings are read by their API
 * codecs in the project record itself: domain/projects/settings-codecs.ts): a project template
 * as CreateProjectTemplate takes one, a page or a version as creating or saving it does (its
 * template exists, its metadata is what the template accepts, its slug is not the one the live
 * agent's page holds). Each answers what is wrong in the API's words, naming the record.
 */
export class ArchiveRules {
  /** The archive's own templates, as checked. */
  private readonly templates = new Map<string, DocTemplate>();
  private readonly agentSlug: string | null;

  constructor(site: SiteSettings) {
    this.agentSlug = agentSlugReservation(site);
  }

  /** A template record's template, as the API would create it. */
  template(raw: unknown): E.Either<string, DocTemplate> {
    const input = decodeInput(CreateProjectTemplateInput, raw);
    const template = E.isLeft(input) ? input : newProjectTemplate(input.right);
    const id = (raw as { id?: unknown } | null)?.id;
    if (E.isLeft(template)) return E.left(`template${typeof id === 'string' ? ` ${id}` : ''}: ${template.left.message}`);
    this.templates.set(template.right.id, template.right);
    return E.right(template.right);
  }

  /** What is wrong with a page or version (`what`: "document <id>"), or null; `slug` for a document. */
  page(what: string, page: { readonly slug?: string; readonly doc_template_id: string; readonly metadata: Metadata }): string | null {
    if (page.slug !== undefined && page.slug === this.agentSlug) return `${what}: ${reservedSlug(page.slug).message}`;
    const template = builtInTemplate(page.doc_template_id) ?? this.templates.get(page.doc_template_id);
    if (template === undefined) return `${what}: ${unknownTemplate(page.doc_template_id).message}`;
    const checked = checkMetadata(template, page.metadata);
    return E.isLeft(checked) ? `${what}: ${checked.left.message}` : null;
  }
}
