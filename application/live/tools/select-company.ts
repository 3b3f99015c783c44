import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { identityLabel } from '../../../domain/onboarding/company.js';
import { readSelectArgs } from '../../../domain/onboarding/select-args.js';
import { OnboardingSessions } from '../../onboarding/onboarding-sessions.js';
import { callerOf, type LiveTool, type ToolContext, type ToolOutcome } from '../live-tool.js';
import { notChanged } from './onboarding-args.js';

export const RECONFIRM = 'The brief was confirmed before: it needs confirming again.';

/**
 * `select_company` `{ country, registry_id?, place_id?, business_url? }`: stores the business
 * the visitor named as theirs. Selecting another business drops the profile extracted for
 * the previous one; selecting the same one again keeps it.
 */
@injectable()
export class SelectCompanyTool implements LiveTool {
  readonly name = 'select_company';
  readonly module = 'onboarding';

  constructor(@inject(OnboardingSessions) private readonly sessions: OnboardingSessions) {}

  async run(context: ToolContext, args: Readonly<Record<string, unknown>>): Promise<ToolOutcome> {
    const owner = callerOf(context);
    const session = await this.sessions.current(owner);
    const identity = readSelectArgs(args, session.candidates);
    if (E.isLeft(identity)) return { result: notChanged(identity.left) };

    const company = identity.right;
    const label = identityLabel(company);
    const changed = await this.sessions.change(owner, { kind: 'company', company });
    const next =
      company.website === null
        ? 'No website is known for it yet: ask for it and call select_company again with business_url.'
        : `Next, call run_extraction to read ${company.website}.`;
    if (changed.kind !== 'changed') return { result: `${label} is already the selected business. ${next}` };
    const notes = [
      ...(changed.profileCleared ? ['The profile extracted for the previously selected business was cleared.'] : []),
      ...(changed.unconfirmed ? [RECONFIRM] : []),
    ];
    return { result: [`Selected ${label}.`, ...notes, next].join(' ') };
  }
}
