import type { EditModeApi } from './api.js';
import { button } from './dom.js';
import type { PublishContext } from './publish.js';
import type { PublishScope } from './publish-scope.js';

export interface PublishToolbar {
  readonly buttons: readonly HTMLButtonElement[];
  /** The draft open in the editor (null: none): "Publish this page…" publishes it alone. */
  pageOpened(draft: { readonly draftId: string; readonly title: () => string } | null): void;
  /** Asks the service whether the site's settings changed since the last deploy, to offer applying them. */
  refreshStatus(): Promise<void>;
}

/**
 * Edit Mode's publishing buttons: **Publish all…**, **Publish this page…** (while a draft is
 * open), **Apply settings to the site…** (while `GET …/publish/status` says the settings changed
 * since the last deploy) and **Publish history**. A member sees the history alone.
 */
export function publishToolbar(
  context: Omit<PublishContext, 'api' | 'scope'> & { readonly api: EditModeApi; readonly canPublish: boolean; announce(message: string): void },
): PublishToolbar {
  let open: { readonly draftId: string; readonly title: () => string } | null = null;
  // The publishing dialogs are a chunk of their own, loaded on the first press: outside the
  // portal's first load (BUDGETS_KB in tools/build-clients.ts), which every screen pays for.
  const dialogs = (use: (loaded: typeof import('./publish.js')) => Promise<void>) =>
    void import('./publish.js').then(use, () => context.announce('Publishing could not be loaded. Check your connection, then try again.'));
  const run = (scope: PublishScope) =>
    dialogs(({ publishFlow }) =>
      publishFlow({
        ...context,
        scope,
        published: (result, changes) => {
          context.published(result, changes);
          void refreshStatus();
        },
      }),
    );
  const all = button('Publish all…', () => run({ kind: 'all' }), { class: 'em-button em-button--primary' });
  const page = button('Publish this page…', () => open && run({ kind: 'page', draftId: open.draftId, title: open.title() }), {
    class: 'em-button',
    hidden: true,
  });
  const settings = button('Apply settings to the site…', () => run({ kind: 'settings' }), { class: 'em-button', hidden: true });
  const history = button('Publish history', () => dialogs(({ publishHistory }) => publishHistory(context)), { class: 'em-button' });
  all.hidden = !context.canPublish;

  async function refreshStatus(): Promise<void> {
    if (!context.canPublish) return;
    try {
      const status = await context.api.publishStatus(context.projectId);
      settings.hidden = !status.settings_changed;
    } catch {
      // Only an offer: without the answer, the settings go out with the next publish as always.
      settings.hidden = true;
    }
  }

  return {
    buttons: [all, page, settings, history],
    pageOpened(draft) {
      open = draft;
      page.hidden = draft === null || !context.canPublish;
    },
    refreshStatus,
  };
}
