import type { EditModeApi } from '../api.js';
import { openDialog } from '../dialog.js';
import { button, formatTime, h, replace } from '../dom.js';
import { describeFailure } from '../../messages.js';
import type { Release } from '../workflow-api.js';
import { inZone } from './zoned-time.js';

export interface ReleasesContext {
  readonly api: Pick<EditModeApi, 'listReleases' | 'cancelRelease'>;
  readonly projectId: string;
  /** Whether the person may cancel (managers and admins). */
  readonly canChange: boolean;
}

const itemWords = (release: Release) =>
  release.items.map((item) => `${item.action === 'publish' ? 'publish' : 'unpublish'} /${item.slug} (${item.language})`).join(', ');

/** Releases still to run (or running); the others ran, failed or were cancelled: they stay listed with how they ended. */
const UPCOMING: ReadonlySet<Release['status']> = new Set(['open', 'scheduled', 'publishing']);

/** How a release ended, in words (issue 43: one that ran vanished from the list). */
function outcomeWords(release: Release): string {
  const when = release.finished_at === null ? '' : ` at ${formatTime(release.finished_at)}`;
  switch (release.status) {
    case 'published':
      return `Published${when}.`;
    case 'failed':
      return `Failed${when}: ${release.failure?.reason ?? 'the release did not run'}. Nothing of it was published.`;
    case 'cancelled':
      return `Cancelled${release.finished_at === null ? ` at ${formatTime(release.updated_at)}` : when}: it will not run.`;
    default:
      return '';
  }
}

/** When it runs (upcoming), or was to run (past: nothing when it was published on demand). */
function timeWords(release: Release, ran: boolean): string {
  if (release.publish_at !== null) return ` at ${inZone(release.publish_at, release.time_zone ?? 'UTC')}`;
  return ran ? '' : ' at no time yet';
}

/**
 * The project's releases: the upcoming ones, soonest first, each at its time in the zone it was
 * chosen in, with what it publishes (cancel one); and the past ones, newest first, with how each
 * ended (published at, failed and why, cancelled).
 */
export async function upcomingReleases(context: ReleasesContext): Promise<void> {
  const status = h('p', { role: 'status', class: 'em-help' }, 'Loading the releases…');
  const upcoming = h('ul', { class: 'em-releases', 'aria-labelledby': 'em-releases-upcoming' });
  const past = h('ul', { class: 'em-releases', 'aria-labelledby': 'em-releases-past' });
  const pastHeading = h('h3', { id: 'em-releases-past', class: 'em-releases__heading' }, 'Past releases');
  const upcomingHeading = h('h3', { id: 'em-releases-upcoming', class: 'em-releases__heading' }, 'Upcoming');
  const dialog = openDialog('Releases', status, upcomingHeading, upcoming, pastHeading, past);
  dialog.element.classList.add('em-dialog--wide');
  dialog.actions.append(button('Close', () => dialog.close(), { class: 'em-button' }));

  function row(release: Release): HTMLElement {
    const cancel = button(`Cancel “${release.name}”`, () => void drop(), { class: 'em-button em-button--small em-button--danger', hidden: !context.canChange });
    async function drop(): Promise<void> {
      cancel.disabled = true;
      try {
        await context.api.cancelRelease(context.projectId, release.id, release.revision);
        await load(`Cancelled “${release.name}”: it will not run.`);
      } catch (failure) {
        cancel.disabled = false;
        status.textContent = describeFailure(`Cancelling “${release.name}”`, failure);
      }
    }
    const ran = !UPCOMING.has(release.status);
    return h(
      'li',
      {},
      h('p', {}, h('strong', {}, release.name), timeWords(release, ran)),
      h(
        'p',
        { class: 'em-help' },
        `${release.items.length} ${release.items.length === 1 ? 'item' : 'items'}: ${itemWords(release)}. Scheduled by ${release.scheduled_by}.`,
      ),
      ran ? h('p', { class: release.status === 'failed' ? 'em-error' : 'em-help' }, outcomeWords(release)) : null,
      // A failed release may still be changed and run again, or cancelled.
      ran && release.status !== 'failed' ? null : h('p', {}, cancel),
    );
  }

  /** Lists them again, `done` said first (what was just done). */
  async function load(done = ''): Promise<void> {
    try {
      const releases = await context.api.listReleases(context.projectId);
      const soonest = releases.filter((r) => UPCOMING.has(r.status)).sort((a, b) => (a.publish_at ?? '').localeCompare(b.publish_at ?? ''));
      const ended = releases.filter((r) => !UPCOMING.has(r.status));
      replace(upcoming, ...soonest.map(row));
      replace(past, ...ended.map(row));
      // An empty list is not shown: the status says there is no upcoming one.
      upcomingHeading.hidden = upcoming.hidden = soonest.length === 0;
      pastHeading.hidden = past.hidden = ended.length === 0;
      status.textContent = `${done} ${soonest.length === 0 ? 'No release is scheduled.' : `${soonest.length} upcoming.`}`.trim();
    } catch (failure) {
      status.textContent = describeFailure('Loading the releases', failure);
    }
  }
  await load();
}
