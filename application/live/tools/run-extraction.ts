import { inject, injectable } from 'inversify';
import { identityLabel } from '../../../domain/onboarding/company.js';
import { isEmptyProfile } from '../../../domain/onboarding/company-profile.js';
import { spokenProfile } from '../../../domain/onboarding/spoken.js';
import { OnboardingSessions } from '../../onboarding/onboarding-sessions.js';
import { CompanyExtractor, type ExtractionFailure } from '../../onboarding/ports.js';
import { callerOf, type LiveTool, type ToolContext, type ToolOutcome } from '../live-tool.js';
import { RECONFIRM } from './select-company.js';

const NO_COMPANY = 'No business is selected yet: find it with search_company and select it with select_company first.';

const FAILURES: Readonly<Record<ExtractionFailure, (url: string, detail: string) => string>> = {
  refused: (url) => `The address ${url} cannot be read: it is not a public website address. Ask the caller for the public address of their website.`,
  unreachable: (url, detail) =>
    `The website ${url} could not be read (${detail}). Ask the caller to check the address, then select it again with business_url.`,
  not_html: (url, detail) => `The address ${url} does not lead to a readable web page (${detail}). Ask the caller for the address of their home page.`,
};

/**
 * `run_extraction`: reads the selected business's website into a profile on the session and
 * speaks a short summary of it. The profile is kept only if the same business is still
 * selected when the reading ends.
 */
@injectable()
export class RunExtractionTool implements LiveTool {
  readonly name = 'run_extraction';
  readonly module = 'onboarding';

  constructor(
    @inject(CompanyExtractor) private readonly extractor: CompanyExtractor,
    @inject(OnboardingSessions) private readonly sessions: OnboardingSessions,
  ) {}

  async run(context: ToolContext): Promise<ToolOutcome> {
    const owner = callerOf(context);
    const { company } = await this.sessions.current(owner);
    if (company === null) return { result: NO_COMPANY };
    if (company.website === null) {
      return { result: `No website is known for ${identityLabel(company)}: ask the caller for it and call select_company with business_url.` };
    }
    const extraction = await this.extractor.extract({ url: company.website, name: company.name, country: company.country });
    if (extraction.kind === 'failed') return { result: FAILURES[extraction.failure](company.website, extraction.detail) };
    const { profile } = extraction;
    if (isEmptyProfile(profile)) {
      return {
        result: `The website ${company.website} was read, but it says nothing about the business that could be used. Ask the caller to describe it and record the answers with set_field.`,
      };
    }
    const written = await this.sessions.change(owner, { kind: 'profile', profile, company });
    if (written.kind === 'refused') return { result: 'The selected business changed while its website was being read: call run_extraction again.' };
    const reconfirm = written.kind === 'changed' && written.unconfirmed ? ` ${RECONFIRM}` : '';
    return { result: `${spokenProfile(profile, company.website)}${reconfirm}` };
  }
}
