/**
 * What the live agent screen checks as a person types, before the service is asked: the
 * service decides in the end (it reads a phone number in the project's country and answers
 * it in E.164), these only catch what it would refuse for sure, in words next to the field.
 */

/** Why `typed` cannot be a phone number, or null (empty is fine: it clears the number). */
export function phoneProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  if (!/^\+?[\d\s().-]+$/.test(text)) return 'A phone number has digits, spaces, dashes, dots and brackets only, after an optional + and country code.';
  const digits = text.replace(/\D/g, '').length;
  if (digits < 6) return `Too short for a phone number: ${digits} ${digits === 1 ? 'digit' : 'digits'}.`;
  if (digits > 15) return `Too long for a phone number: ${digits} digits (at most 15).`;
  return null;
}

/** The page address the agent's own page takes, as pages' addresses are written (`talk`, `help/talk`). */
export function slugProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return 'Enter the address of the agent’s page, such as talk.';
  if (text.length > 200) return 'The address is too long (at most 200 characters).';
  return /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(text) ? null : 'Use lowercase letters, digits and dashes, with / between parts (talk, help/talk).';
}

/** Why `typed` cannot be the launcher's distance from an edge, or null (empty: its own place). */
export function offsetProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) && Number(text) <= 400 ? null : 'A whole number of pixels from 0 to 400.';
}
