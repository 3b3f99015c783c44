import { button, h, uniqueId } from './dom.js';

export interface PageDrawer {
  readonly element: HTMLElement;
  /** Folds the list away (on a phone; a wide screen always shows it). */
  close(): void;
  open(): void;
}

/**
 * The page list as a drawer on a phone: a **Page list** button folds it open and closed, and opening a
 * page folds it away, so that the editor starts at the top of the screen. On a wide screen the
 * list stays beside the editor and the button is hidden (the stylesheet decides by width).
 */
export function pageDrawer(list: HTMLElement): PageDrawer {
  const content = h('div', { class: 'em-drawer__content', id: uniqueId('page-drawer') }, list);
  const toggle = button('Page list', () => (element.classList.contains('em-drawer--open') ? close() : open()), {
    class: 'em-button em-drawer__toggle',
    'aria-controls': content.id,
    'aria-expanded': 'true',
  });
  const element = h('div', { class: 'em-drawer em-drawer--open' }, toggle, content);
  function open(): void {
    element.classList.add('em-drawer--open');
    toggle.setAttribute('aria-expanded', 'true');
  }
  function close(): void {
    element.classList.remove('em-drawer--open');
    toggle.setAttribute('aria-expanded', 'false');
  }
  return { element, open, close };
}
