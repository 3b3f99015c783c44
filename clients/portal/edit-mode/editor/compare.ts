import type { EditModeApi } from '../api.js';
import { ApiError } from '../api.js';
import { openDialog } from '../dialog.js';
import { formatTime, h, replace, uniqueId } from '../dom.js';
import { describeFailure } from '../../messages.js';
import type { TemplateField, VersionSummary } from '../types.js';
import type { ComparedText } from './diff-view.js';

export interface CompareContext {
  readonly api: Pick<EditModeApi, 'listVersions' | 'getVersion' | 'draftLivePage'>;
  readonly projectId: string;
  readonly draftId: string;
  readonly fields: readonly TemplateField[];
  /** The draft as the editor holds it now (saved or not). */
  current(): Omit<ComparedText, 'label'>;
}

type Source = { readonly id: string; readonly label: string; load(): Promise<ComparedText> };

/**
 * Compare: any two of the draft's texts (the editor's now, each saved version, the live page it
 * would replace) side by side, the details field by field and the body by words. The diff code
 * (jsdiff) is a chunk loaded when Compare is first opened.
 */
export async function showCompare(context: CompareContext): Promise<void> {
  const status = h('p', { role: 'status', class: 'em-help' }, 'Loading the versions…');
  const fromId = uniqueId('compare-from');
  const toId = uniqueId('compare-to');
  const from = h('select', { id: fromId });
  const to = h('select', { id: toId });
  const result = h('div', { class: 'em-compare__result' });
  const dialog = openDialog(
    'Compare',
    h(
      'div',
      { class: 'em-compare__choice' },
      h('div', { class: 'em-field' }, h('label', { for: fromId }, 'From'), from),
      h('div', { class: 'em-field' }, h('label', { for: toId }, 'To'), to),
    ),
    status,
    result,
  );
  dialog.element.classList.add('em-dialog--wide');
  const close = h('button', { type: 'button', class: 'em-button' }, 'Close');
  close.addEventListener('click', () => dialog.close());
  dialog.actions.append(close);

  const now: Source = { id: 'now', label: 'This draft now', load: async () => ({ label: 'This draft now', ...context.current() }) };
  const live: Source = {
    id: 'live',
    label: 'The live page',
    load: async () => {
      const page = await context.api.draftLivePage(context.projectId, context.draftId);
      return { label: 'The live page', metadata: page.metadata, content: page.content };
    },
  };
  const version = (v: VersionSummary): Source => {
    const label = `Revision ${v.revision} (${formatTime(v.saved_at)})`;
    return {
      id: v.version_id,
      label,
      load: async () => {
        const snapshot = await context.api.getVersion(context.projectId, context.draftId, v.version_id);
        return { label, metadata: snapshot.metadata, content: snapshot.content };
      },
    };
  };

  let versions: VersionSummary[];
  let hasLive: boolean;
  try {
    [versions, hasLive] = await Promise.all([
      context.api.listVersions(context.projectId, context.draftId),
      // A new page has no live page (404): it is simply not among the choices.
      context.api.draftLivePage(context.projectId, context.draftId).then(
        () => true,
        (failure: unknown) => (failure instanceof ApiError && failure.status === 404 ? false : Promise.reject(failure)),
      ),
    ]);
  } catch (failure) {
    status.textContent = describeFailure('Loading the versions', failure);
    return;
  }
  const sources = [now, ...versions.map(version), ...(hasLive ? [live] : [])];
  for (const select of [from, to]) replace(select, ...sources.map((source) => h('option', { value: source.id }, source.label)));
  // What is usually asked: what changed from the live page (or, for a new page, from the last saved version).
  from.value = hasLive ? 'live' : (versions[1]?.version_id ?? versions[0]?.version_id ?? 'now');
  to.value = 'now';

  let shown = 0;
  async function compare(): Promise<void> {
    const turn = ++shown;
    const a = sources.find((s) => s.id === from.value)!;
    const b = sources.find((s) => s.id === to.value)!;
    status.textContent = `Comparing ${a.label} with ${b.label}…`;
    try {
      const [{ comparison }, left, right] = await Promise.all([import('./diff-view.js'), a.load(), b.load()]);
      if (turn !== shown) return;
      replace(result, comparison(context.fields, left, right));
      status.textContent = `${a.label} compared with ${b.label}: removed words are struck through on the left, added words underlined on the right.`;
    } catch (failure) {
      if (turn === shown) status.textContent = describeFailure('Comparing', failure);
    }
  }
  from.addEventListener('change', () => void compare());
  to.addEventListener('change', () => void compare());
  await compare();
}
