import type { EditModeApi } from '../api.js';
import { button, h, uniqueId } from '../dom.js';
import { describeFailure } from '../../messages.js';
import type { ManifestChange } from '../types.js';
import { browserTimeZone, instantOf, inZone, timeZones } from './zoned-time.js';

export interface ScheduleContext {
  readonly api: Pick<EditModeApi, 'createRelease'>;
  readonly projectId: string;
  /** The dry run's drafts: the release publishes each at the revision checked. */
  readonly changes: readonly ManifestChange[];
  /** The release is scheduled. */
  scheduled(message: string): void;
}

/** Tomorrow at 9:00 on this browser's clock, as a `datetime-local` value: a time to start from. */
function tomorrowMorning(): string {
  const at = new Date();
  at.setDate(at.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:00`;
}

/**
 * The publish dialog's "later": the dry run's drafts as a release that runs at a time chosen
 * with its IANA time zone (the service shows it in that zone), each draft pinned to the
 * revision checked. A draft saved after this holds the release back until it is changed
 * (docs/workflow.md#releases-and-schedules).
 */
export function scheduleRelease(context: ScheduleContext): HTMLElement {
  const ids = { name: uniqueId('release-name'), at: uniqueId('release-at'), zone: uniqueId('release-zone') };
  const own = browserTimeZone();
  const name = h('input', {
    id: ids.name,
    class: 'em-input',
    value: `Release of ${context.changes.length} ${context.changes.length === 1 ? 'page' : 'pages'}`,
  });
  const at = h('input', { id: ids.at, type: 'datetime-local', class: 'em-input', value: tomorrowMorning() });
  const zone = h('select', { id: ids.zone, class: 'em-input' }, ...timeZones().map((z) => h('option', { value: z, selected: z === own }, z)));
  const status = h('p', { role: 'status', class: 'em-help' });
  const schedule = button('Schedule release', () => void send(), { class: 'em-button' });

  async function send(): Promise<void> {
    const instant = instantOf(at.value, zone.value);
    if (instant === null) {
      status.textContent = 'Choose a date and a time.';
      return;
    }
    schedule.disabled = true;
    status.textContent = 'Scheduling…';
    try {
      const release = await context.api.createRelease(context.projectId, {
        name: name.value,
        items: context.changes.map((change) => ({ action: 'publish' as const, draft_id: change.draft_id, revision: change.revision })),
        publish_at: instant,
        time_zone: zone.value,
      });
      const message = `Scheduled “${release.name}” for ${inZone(release.publish_at ?? instant, release.time_zone ?? zone.value)}.`;
      status.textContent = message;
      context.scheduled(message);
    } catch (failure) {
      status.textContent = describeFailure('Scheduling the release', failure);
      schedule.disabled = false;
    }
  }

  return h(
    'section',
    { class: 'em-schedule', 'aria-label': 'Publish later' },
    h('h3', {}, 'Or publish later, as a release'),
    h(
      'p',
      { class: 'em-help' },
      'These pages are published together at the time you choose, as they are now. A page saved after this holds the release back until it is changed.',
    ),
    h(
      'div',
      { class: 'em-field-row' },
      h('p', { class: 'em-field' }, h('label', { for: ids.name }, 'Release name'), name),
      h('p', { class: 'em-field' }, h('label', { for: ids.at }, 'Publish at'), at),
      h('p', { class: 'em-field' }, h('label', { for: ids.zone }, 'Time zone'), zone),
    ),
    h('p', {}, schedule),
    status,
  );
}
