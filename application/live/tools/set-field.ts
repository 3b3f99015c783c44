import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { FIELD_PATHS, isFieldPath, readFieldValue } from '../../../domain/onboarding/fields.js';
import { OnboardingSessions } from '../../onboarding/onboarding-sessions.js';
import { callerOf, type LiveTool, type ToolContext, type ToolOutcome } from '../live-tool.js';
import { notChanged } from './onboarding-args.js';
import { RECONFIRM } from './select-company.js';

const ALLOWED = `one of ${FIELD_PATHS.join(', ')}`;

const spokenValue = (value: string | readonly string[]): string =>
  typeof value === 'string' ? `"${value}"` : value.length === 0 ? 'an empty list' : value.map((v) => `"${v}"`).join(', ');

/**
 * `set_field` `{ path, value }`: edits one field of the brief. Only the specification's 13
 * paths, each value checked for its field; a refused path or value changes nothing.
 */
@injectable()
export class SetFieldTool implements LiveTool {
  readonly name = 'set_field';
  readonly module = 'onboarding';

  constructor(@inject(OnboardingSessions) private readonly sessions: OnboardingSessions) {}

  async run(context: ToolContext, args: Readonly<Record<string, unknown>>): Promise<ToolOutcome> {
    const { path, value } = args;
    if (path === undefined || path === null) return { result: notChanged([`path is required, ${ALLOWED}`]) };
    if (!isFieldPath(path)) {
      const shown = typeof path === 'string' ? `"${path.slice(0, 100)}"` : 'the path given';
      return { result: notChanged([`${shown} is not a field that can be set; path must be ${ALLOWED}`]) };
    }
    if (value === undefined || value === null) return { result: notChanged(['value is required']) };
    const read = readFieldValue(path, value);
    if (E.isLeft(read)) return { result: notChanged([read.left]) };

    const changed = await this.sessions.change(callerOf(context), { kind: 'field', path, value: read.right });
    if (changed.kind !== 'changed') return { result: `${path} already is ${spokenValue(read.right)}.` };
    return { result: `Set ${path} to ${spokenValue(read.right)}.${changed.unconfirmed ? ` ${RECONFIRM}` : ''}` };
  }
}
