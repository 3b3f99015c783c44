import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { CAPTURE_TITLE_MAX, HttpUrlCodec, summaryOf, type CaptureSummary } from '../../domain/ingestion/capture.js';
import { titleFromHtml } from '../../domain/ingestion/html-title.js';
import { CONTENT_MAX } from '../../domain/pages/page-document.js';
import { boundedString } from '../../domain/shared/codecs.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { CaptureRepository } from './ports.js';
import { actorLabel } from '../../domain/identity/actor.js';

export const CaptureInput = t.intersection([
  t.type({ url: HttpUrlCodec, html: boundedString(CONTENT_MAX) }),
  t.partial({ title: boundedString(CAPTURE_TITLE_MAX) }),
]);
export type CaptureInput = t.TypeOf<typeof CaptureInput>;

/**
 * Stores a page the browser extension captured. Nothing is parsed yet (extract does that), so
 * a capture is cheap; a capture sent without a title takes the page's own `<title>`.
 */
@injectable()
export class CapturePage {
  static readonly operation = 'capture_page';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(CaptureRepository) private readonly captures: CaptureRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & CaptureInput): Promise<E.Either<AppError, CaptureSummary>> {
    const context = await this.access.require(actor, input.projectId, 'edit_drafts', 'write');
    if (E.isLeft(context)) return context;
    const capture = {
      id: this.ids.next(),
      project_id: input.projectId,
      url: input.url,
      title: input.title?.trim() || titleFromHtml(input.html),
      html: input.html,
      captured_by: actorLabel(actor),
      captured_at: this.clock.now().toISOString(),
    };
    await this.captures.add(capture);
    return E.right(summaryOf(capture));
  }
}
