/** The time zone this browser is in (an IANA name), `UTC` when it does not say. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The IANA time zones this browser knows, the browser's own among them. */
export function timeZones(): string[] {
  // ES2022's Intl.supportedValuesOf, which the clients' lib setting does not declare yet.
  const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf;
  const known = typeof supported === 'function' ? supported('timeZone') : [];
  return [...new Set(['UTC', browserTimeZone(), ...known])].sort();
}

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time (`2026-03-29T09:00`, as a `datetime-local` input gives it) is in
 * `zone`, as ISO 8601; null when it is not a time. A time skipped by a clock change falls after it.
 */
export function instantOf(wallClock: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wallClock);
  if (match === null) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset at the guess, then at the instant it gives: right on both sides of a change.
  let instant = asUtc - offsetAt(asUtc, zone);
  instant = asUtc - offsetAt(instant, zone);
  return new Date(instant).toISOString();
}

/** An instant as the wall-clock time of `zone`, with the zone named: "29 Mar 2026, 09:00 (Europe/Berlin)". */
export const inZone = (instant: string, zone: string): string =>
  `${new Date(instant).toLocaleString(undefined, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' })} (${zone})`;
