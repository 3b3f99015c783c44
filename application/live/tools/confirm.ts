import { inject, injectable } from 'inversify';
import { identityLabel } from '../../../domain/onboarding/company.js';
import { onboardingConfirmed } from '../../../domain/webhooks/event-data.js';
import { OnboardingSessions } from '../../onboarding/onboarding-sessions.js';
import { OutboxEvents } from '../../webhooks/outbox-events.js';
import { callerOf, type LiveTool, type ToolContext, type ToolOutcome } from '../live-tool.js';

const CONFIRM_NEEDS_COMPANY =
  'The brief cannot be confirmed yet: no business is selected. Find it with search_company and select it with select_company, then confirm.';

/**
 * `confirm`: marks the brief confirmed, when a business is selected; otherwise says what is
 * missing and changes nothing. Confirming is one atomic write, and `onboarding.confirmed` is
 * recorded in its transaction.
 */
@injectable()
export class ConfirmTool implements LiveTool {
  readonly name = 'confirm';
  readonly module = 'onboarding';

  constructor(
    @inject(OnboardingSessions) private readonly sessions: OnboardingSessions,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
  ) {}

  async run(context: ToolContext): Promise<ToolOutcome> {
    const owner = callerOf(context);
    const changed = await this.sessions.change(
      owner,
      { kind: 'confirm' },
      this.events.of(owner.projectId, (session) => [onboardingConfirmed(session)]),
    );
    if (changed.kind === 'refused') return { result: CONFIRM_NEEDS_COMPANY };
    const label = identityLabel(changed.session.company!);
    if (changed.kind === 'unchanged') return { result: `The brief for ${label} is already confirmed. A manager will review and apply it.` };
    const missing = changed.session.profile === null ? ' No website profile was extracted; the manager will see the fields set by hand only.' : '';
    return { result: `The onboarding brief for ${label} is confirmed. A manager will review it and apply it to the project.${missing}` };
  }
}
