/**
 * Strict ISO 8601 dates and instants (the RFC 3339 profile): every part must name a real
 * calendar day and clock time. `Date.parse` is not enough on its own: it takes `2030-02-30` for
 * 2 March and `T24:00` for the next midnight, so a time someone got wrong would be kept as
 * another one without a word.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function isCalendarDay(year: string, month: string, day: string): boolean {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= (m === 2 && isLeapYear(y) ? 29 : DAYS_IN_MONTH[m - 1]!);
}

/** `YYYY-MM-DD`, a day the calendar has. */
export function isIsoDate(text: string): boolean {
  const parts = DATE.exec(text);
  return parts !== null && isCalendarDay(parts[1]!, parts[2]!, parts[3]!);
}

/**
 * `YYYY-MM-DDTHH:MM[:SS[.fraction]]` with `Z` or an offset `±HH:MM`: a day the calendar has,
 * hours 00-23, minutes and seconds 00-59 (no leap second: JavaScript's clock has none), an
 * offset of at most 23:59.
 */
export function isIsoInstant(text: string): boolean {
  const parts = INSTANT.exec(text);
  if (parts === null) return false;
  const [, year, month, day, hours, minutes, seconds = '00', offsetHours = '00', offsetMinutes = '00'] = parts;
  return (
    isCalendarDay(year!, month!, day!) &&
    Number(hours) <= 23 &&
    Number(minutes) <= 59 &&
    Number(seconds) <= 59 &&
    Number(offsetHours) <= 23 &&
    Number(offsetMinutes) <= 59
  );
}
