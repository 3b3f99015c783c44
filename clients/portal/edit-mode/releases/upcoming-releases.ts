import type { EditModeApi } from '../api.js';
import { openDialog } from '../dialog.js';
import { button, h, replace } from '../dom.js';
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

/** The project's upcoming releases, each at its time in the zone it was chosen in, with what it publishes; cancel one. */
export async function upcomingReleases(context: ReleasesContext): Promise<void> {
  const status = h('p', { role: 'status', class: 'em-help' }, 'Loading the upcoming releases…');
  const list = h('ul', { class: 'em-releases', 'aria-label': 'Upcoming releases' });
  const dialog = openDialog('Upcoming releases', status, list);
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
    return h(
      'li',
      {},
      h('p', {}, h('strong', {}, release.name), ` at ${release.publish_at === null ? 'no time yet' : inZone(release.publish_at, release.time_zone ?? 'UTC')}`),
      h(
        'p',
        { class: 'em-help' },
        `${release.items.length} ${release.items.length === 1 ? 'item' : 'items'}: ${itemWords(release)}. Scheduled by ${release.scheduled_by}.`,
      ),
      release.failure === null ? null : h('p', { class: 'em-error' }, `Last run failed: ${release.failure.reason}`),
      h('p', {}, cancel),
    );
  }

  /** Lists them again, `done` said first (what was just done). */
  async function load(done = ''): Promise<void> {
    try {
      const releases = await context.api.listReleases(context.projectId, 'scheduled');
      const soonest = [...releases].sort((a, b) => (a.publish_at ?? '').localeCompare(b.publish_at ?? ''));
      replace(list, ...soonest.map(row));
      status.textContent = `${done} ${releases.length === 0 ? 'No release is scheduled.' : `${releases.length} scheduled.`}`.trim();
    } catch (failure) {
      status.textContent = describeFailure('Loading the releases', failure);
    }
  }
  await load();
}
