import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { Proposal } from '../../domain/ingestion/proposal.js';
import { trimmedString } from '../../domain/shared/codecs.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { CaptureProposals } from './capture-proposals.js';

export const ExtractCaptureInput = t.type({ capture_id: trimmedString(64) });
export type ExtractCaptureInput = t.TypeOf<typeof ExtractCaptureInput>;

export interface Extraction {
  readonly capture_id: string;
  readonly proposal: Proposal;
}

/** Turns a capture into a proposed document (nothing is stored: save does that). */
@injectable()
export class ExtractCapture {
  static readonly operation = 'extract_capture';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(CaptureProposals) private readonly proposals: CaptureProposals,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ExtractCaptureInput): Promise<E.Either<AppError, Extraction>> {
    const context = await this.access.require(actor, input.projectId, 'read_drafts', 'read');
    if (E.isLeft(context)) return context;
    const proposal = await this.proposals.proposalFor(context.right.project, input.capture_id);
    return E.map((p: Proposal) => ({ capture_id: input.capture_id, proposal: p }))(proposal);
  }
}
