import type { components } from '../../typescript/client.js';

/** A publish as the history lists it. */
export type PublishEntry = components['schemas']['Publish'];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a publish deployed, in words: its pages (made live, taken off), with the site settings
 * when they changed too, or "Site settings" alone: never "0 pages" (issue 43).
 */
export function deployedWords(record: Pick<PublishEntry, 'kind' | 'changes' | 'unpublished'>): string {
  if (record.kind === 'settings_only') return 'Site settings';
  const pages = [
    record.changes.length > 0 ? count(record.changes.length, 'page', 'pages') : null,
    record.unpublished.length > 0 ? `${count(record.unpublished.length, 'page', 'pages')} taken off` : null,
  ].filter((part): part is string => part !== null);
  return `${pages.join(', ')}${record.kind === 'pages_and_settings' ? ' and the site settings' : ''}`;
}

/** The release a publish ran for and who scheduled it, or null for a publish of its own. */
export const releaseWords = (record: Pick<PublishEntry, 'release'>): string | null =>
  record.release === null ? null : `Release “${record.release.name}”, scheduled by ${record.release.scheduled_by}`;
