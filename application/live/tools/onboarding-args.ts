/** How onboarding tools word refused arguments: what was wrong, and that nothing changed. */
export const notChanged = (problems: readonly string[]): string => `Nothing was changed: ${problems.join('; ')}.`;

/** A required text argument, trimmed, at most `max` characters. */
export function requiredText(args: Readonly<Record<string, unknown>>, key: string, max: number): { value: string } | { problem: string } {
  const raw = args[key];
  if (raw === undefined || raw === null) return { problem: `${key} is required` };
  if (typeof raw !== 'string') return { problem: `${key} must be a text` };
  const value = raw.trim();
  if (value === '') return { problem: `${key} must not be empty` };
  if (value.length > max) return { problem: `${key} must be at most ${max} characters` };
  return { value };
}
