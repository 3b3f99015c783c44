import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { isDraft } from '../../domain/pages/page-document.js';
import type { Project } from '../../domain/projects/project.js';
import type { ReleaseItem } from '../../domain/releases/release.js';
import { conflict, invalid, type AppError } from '../../domain/shared/errors.js';
import { ApprovalRule } from '../approvals/approval-rule.js';
import { PageRepository } from '../pages/ports.js';
import type { ReleaseItemInput } from './release-input.js';

/**
 * The items of a release as given, checked and pinned: each draft at the revision the caller
 * read (409 when it moved on) or at its revision now, approved at that revision when the
 * project requires it (409 otherwise); each page to unpublish a live page of the project. No
 * draft, page or slug twice.
 */
@injectable()
export class ReleaseItems {
  constructor(
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(ApprovalRule) private readonly approvals: ApprovalRule,
  ) {}

  async resolve(project: Project, given: readonly ReleaseItemInput[]): Promise<E.Either<AppError, ReleaseItem[]>> {
    const items: ReleaseItem[] = [];
    const addresses = new Set<string>();
    for (const [i, item] of given.entries()) {
      const id = item.action === 'publish' ? item.draft_id : item.page_id;
      const doc = await this.pages.findById(project.id, id);
      if (item.action === 'publish') {
        if (doc === null || !isDraft(doc)) return E.left(invalid(`items[${i}].draft_id ${id} is not a draft of this project`));
        if (item.revision !== undefined && item.revision !== doc.revision)
          return E.left(conflict(`Draft ${id} has changed: its current revision is ${doc.revision}`, { current_revision: doc.revision }));
        items.push({ action: 'publish', draft_id: id, slug: doc.slug, language: doc.language, revision: doc.revision });
      } else {
        if (doc === null || isDraft(doc)) return E.left(invalid(`items[${i}].page_id ${id} is not a live page of this project`));
        items.push({ action: 'unpublish', page_id: id, slug: doc.slug, language: doc.language });
      }
      const address = `${items[i]!.slug} (${items[i]!.language})`;
      if (addresses.has(address)) return E.left(invalid(`items name the page ${address} twice: a release publishes or unpublishes each page once`));
      addresses.add(address);
    }
    return this.approved(project, items);
  }

  private async approved(project: Project, items: ReleaseItem[]): Promise<E.Either<AppError, ReleaseItem[]>> {
    const refusal = await this.approvals.refusal(
      project,
      items.flatMap((item) => (item.action === 'publish' ? [item] : [])),
    );
    return refusal === null ? E.right(items) : E.left(refusal);
  }
}
