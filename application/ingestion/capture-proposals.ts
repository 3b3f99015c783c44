import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { proposalOf, type Proposal } from '../../domain/ingestion/proposal.js';
import type { Project } from '../../domain/projects/project.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { CAPTURE_NOT_FOUND, unreadableCapture } from './ingestion-errors.js';
import { CaptureRepository, PageExtractor } from './ports.js';

/**
 * The draft a capture proposes (extract answers it, save stores it). Not a use case of its
 * own: both callers check access first. Extraction runs again on each call rather than being
 * kept: it is deterministic, and a capture's HTML is all it needs.
 */
@injectable()
export class CaptureProposals {
  constructor(
    @inject(CaptureRepository) private readonly captures: CaptureRepository,
    @inject(PageExtractor) private readonly extractor: PageExtractor,
  ) {}

  async proposalFor(project: Project, captureId: string): Promise<E.Either<AppError, Proposal>> {
    const capture = await this.captures.find(project.id, captureId);
    if (capture === null) return E.left(notFound(CAPTURE_NOT_FOUND));
    const page = await this.extractor.extract(capture.html, capture.url);
    if (page === null) return E.left(unreadableCapture());
    return E.right(proposalOf(capture, page, project.default_language));
  }
}
