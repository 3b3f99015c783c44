import { button, h, uniqueId } from '../dom.js';

/**
 * The body and its preview: side by side on a wide screen; on a phone, two tabs (**Write**,
 * **Preview**) that show one at a time (the tabs are hidden on a wide screen by the stylesheet).
 * Arrow keys move between the tabs, as in any tab list.
 */
export function splitTabs(write: HTMLElement, preview: HTMLElement): HTMLElement {
  const panels = [write, preview].map((content) => h('div', { class: 'em-split__panel', role: 'tabpanel', id: uniqueId('split-panel') }, content));
  const tabs = ['Write', 'Preview'].map((label, index) =>
    button(label, () => select(index), { role: 'tab', id: uniqueId('split-tab'), class: 'em-split__tab', 'aria-controls': panels[index]!.id }),
  );
  panels.forEach((panel, index) => panel.setAttribute('aria-labelledby', tabs[index]!.id));
  const element = h('div', { class: 'em-split' }, h('div', { class: 'em-split__tabs', role: 'tablist', 'aria-label': 'Body and preview' }, ...tabs), ...panels);

  function select(index: number, focus = false): void {
    element.dataset.tab = index === 0 ? 'write' : 'preview';
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-selected', String(i === index));
      tab.tabIndex = i === index ? 0 : -1;
    });
    if (focus) tabs[index]!.focus();
  }
  element.querySelector('[role="tablist"]')!.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key !== 'ArrowLeft' && key !== 'ArrowRight') return;
    event.preventDefault();
    select(element.dataset.tab === 'write' ? 1 : 0, true);
  });
  select(0);
  return element;
}
