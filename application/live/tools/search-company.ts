import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { MAX_CANDIDATES } from '../../../domain/onboarding/company.js';
import { spokenCandidates } from '../../../domain/onboarding/spoken.js';
import { parseCountryCode } from '../../../domain/shared/country.js';
import { OnboardingSessions } from '../../onboarding/onboarding-sessions.js';
import { BusinessRegistry } from '../../onboarding/ports.js';
import { callerOf, type LiveTool, type ToolContext, type ToolOutcome } from '../live-tool.js';
import { notChanged, requiredText } from './onboarding-args.js';

const QUERY_MAX = 200;

const REGISTRY_UNAVAILABLE =
  'The business registry cannot be searched right now. Ask for the business website instead and call select_company with business_url.';

/**
 * `search_company` `{ country, query }`: looks the business up in the registry and keeps at
 * most five candidates on the session, so that `select_company` can take a registry id from
 * the list the agent reads out.
 */
@injectable()
export class SearchCompanyTool implements LiveTool {
  readonly name = 'search_company';
  readonly module = 'onboarding';

  constructor(
    @inject(BusinessRegistry) private readonly registry: BusinessRegistry,
    @inject(OnboardingSessions) private readonly sessions: OnboardingSessions,
  ) {}

  async run(context: ToolContext, args: Readonly<Record<string, unknown>>): Promise<ToolOutcome> {
    const country = parseCountryCode(args.country);
    const query = requiredText(args, 'query', QUERY_MAX);
    const problems = [
      ...(E.isLeft(country) ? [args.country === undefined ? 'country is required' : country.left.message] : []),
      ...('problem' in query ? [query.problem] : []),
    ];
    if (E.isLeft(country) || 'problem' in query) return { result: notChanged(problems) };

    const found = await this.registry.search({ country: country.right, text: query.value, limit: MAX_CANDIDATES });
    if (found.kind === 'unavailable') return { result: REGISTRY_UNAVAILABLE };
    const candidates = found.candidates.slice(0, MAX_CANDIDATES);
    await this.sessions.change(callerOf(context), { kind: 'candidates', candidates });
    return { result: spokenCandidates(query.value, country.right, candidates) };
  }
}
