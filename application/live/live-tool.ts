import { speakerKey, type LiveSpeaker } from '../../domain/live/live-speaker.js';
import type { ProfileCard } from '../../domain/profile/card.js';
import type { Project } from '../../domain/projects/project.js';

/**
 * Who a tool runs for, already let in by the live access rule: a provisioned member, or one of
 * the public (a visitor or a phone caller), who may run only the public tools.
 */
export interface ToolContext {
  readonly project: Project;
  readonly speaker: LiveSpeaker;
  /** The path of the site's page the conversation runs on (`/en/delivery/`), when the frame says; none on the phone. */
  readonly page?: string | null;
}

/** The project and speaker a tool runs for: whose profile, onboarding session or transfer it touches. */
export const callerOf = (context: ToolContext): { readonly projectId: string; readonly userId: string } => ({
  projectId: context.project.id,
  userId: speakerKey(context.speaker),
});

/**
 * The card payload the browser renders (see the specification's widget fields): the profile
 * card, the one widget a tool produces. A new kind of card joins this union, so the API
 * description (and the typed client) names every shape the browser may get.
 */
export type ToolWidget = ProfileCard;

export interface ToolOutcome {
  /** Text the voice agent speaks. Bad argument values are reported here, not as HTTP errors. */
  readonly result: string;
  readonly widget?: ToolWidget;
}

/**
 * A tool the voice AI may call through `POST /api/live/tools/execute`. Each tool is bound in
 * the container under `LiveTool` (a multi-binding); the dispatcher picks one by `name`.
 * `args` is the untrusted object from the request: a tool validates it itself and answers
 * what it could not accept in `result`.
 */
export interface LiveTool {
  readonly name: string;
  /** Onboarding tools need the onboarding module; standard tools do not. */
  readonly module?: 'onboarding';
  /**
   * The tool writes something for someone else to read or act on (an entry of the FAQ draft, a
   * call to the manager): a public session may make fewer of these calls than of the others.
   */
  readonly writes?: boolean;
  run(context: ToolContext, args: Readonly<Record<string, unknown>>): Promise<ToolOutcome>;
}
export const LiveTool = Symbol.for('LiveTool');
