import { usePortal } from '../../context.js';
import { createEditModeApi } from '../../edit-mode/api.js';
import { startEditMode } from '../../edit-mode/app.js';
import { h, replace } from '../../edit-mode/dom.js';
import type { ProjectScreenProps } from '../../screens.js';
import { DomHost } from '../../ui/dom-host.js';

/**
 * Pages: Edit Mode (the project's pages, the editor, publishing), hand-built DOM that this
 * screen hosts. Leaving the screen or the project waits for the open draft to be saved.
 */
export function PagesScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  return (
    <DomHost
      class="pt-pages"
      attach={(element) => {
        const toolbar = h('div', { class: 'pt-toolbar' });
        const pages = h('div', { class: 'em-layout__pages' });
        const main = h('div', { class: 'em-main', tabindex: '-1' });
        replace(element, toolbar, h('div', { class: 'em-layout' }, pages, main));
        const editMode = startEditMode(createEditModeApi(portal.api, portal.signIn), project, { toolbar, pages, main, announce: portal.announce });
        const release = portal.guardLeaving(editMode.flush);
        return () => {
          release();
          editMode.stop();
        };
      }}
    />
  );
}
