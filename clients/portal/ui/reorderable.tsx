import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { Problem } from './status.js';

/** The ids in their new order: the one at `from` put at `to`. */
function movedTo(ids: readonly string[], from: number, to: number): string[] {
  const order = [...ids];
  const [id] = order.splice(from, 1);
  order.splice(to, 0, id!);
  return order;
}

interface ReorderableProps<T> {
  /** The list's name ("Header links in en"). */
  readonly label: string;
  readonly items: readonly T[];
  idOf(item: T): string;
  /** The item's name in the controls' names and in what is announced ("Move About up"). */
  nameOf(item: T): string;
  /** Whether the person may reorder it (no handle nor buttons otherwise). */
  readonly movable: boolean;
  /**
   * Saves the new order; `done` says what moved where ("Moved “About” down, to 2 of 3."), for
   * the caller to announce. Answers the refusal in words (the order is put back), or null.
   */
  save(ids: string[], done: string): Promise<string | null>;
  /** What the item's card shows, under its move controls. */
  children(item: T, index: number): ComponentChildren;
}

/** Where a drag would drop: before the item at `slot` (`slot` = the count: after the last). */
interface Drag {
  readonly id: string;
  readonly from: number;
  readonly slot: number;
}

/**
 * A list a person reorders, each way counting as much: dragging an item's handle with a mouse,
 * a finger or a pen (a line shows where it will drop; Escape cancels); Alt+Arrow up or down on
 * the focused handle; or its Move up and Move down buttons. The new order is shown at once and
 * saved; a refused save puts the order back and says why. The handle keeps the focus as the
 * item moves, so a keyboard moves it several places in a row.
 */
export function Reorderable<T>({ label, items, idOf, nameOf, movable, save, children }: ReorderableProps<T>) {
  const hintId = useId();
  const list = useRef<HTMLOListElement>(null);
  const [pending, setPending] = useState<readonly string[] | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const focusAfter = useRef<string | null>(null);
  const byId = new Map(items.map((item) => [idOf(item), item]));
  const shown = (pending ?? items.map(idOf)).map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
  const ids = shown.map(idOf);

  useEffect(() => {
    // Reordered keyed nodes lose the focus as Preact moves them: the moved item's handle takes it back.
    const id = focusAfter.current;
    if (id === null) return;
    list.current?.querySelector<HTMLElement>(`[data-handle="${CSS.escape(id)}"]`)?.focus();
    if (pending === null) focusAfter.current = null;
  });

  const dragging = drag !== null;
  useEffect(() => {
    // The handle does not take the focus as a drag starts: Escape is listened for on the whole page.
    if (!dragging) return;
    const cancel = (event: KeyboardEvent) => void (event.key === 'Escape' && setDrag(null));
    document.addEventListener('keydown', cancel);
    return () => document.removeEventListener('keydown', cancel);
  }, [dragging]);

  // Moves follow one another at once on the page; their saves go one after the other, in order.
  const saving = useRef<{ queue: Promise<void>; count: number }>({ queue: Promise.resolve(), count: 0 });
  function move(from: number, to: number, how: string) {
    if (to < 0 || to >= ids.length || to === from) return;
    const done = `Moved “${nameOf(shown[from]!)}” ${how}, to ${to + 1} of ${ids.length}.`;
    const order = movedTo(ids, from, to);
    focusAfter.current = ids[from]!;
    setPending(order);
    setRefusal(null);
    const run = saving.current;
    run.count += 1;
    run.queue = run.queue.then(async () => {
      const refused = await save(order, done);
      if (refused !== null) setRefusal(refused);
      run.count -= 1;
      // All saved: the caller has read the list again. One refused: the order as the service has it comes back, with the reason.
      if (run.count === 0) setPending(null);
    });
  }

  function slotAt(clientY: number): number {
    const cards = [...(list.current?.children ?? [])];
    const index = cards.findIndex((card) => {
      const box = card.getBoundingClientRect();
      return clientY < box.top + box.height / 2;
    });
    return index === -1 ? cards.length : index;
  }

  function handleProps(id: string, index: number) {
    return {
      'data-handle': id,
      'aria-describedby': hintId,
      onKeyDown(event: KeyboardEvent) {
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        move(index, index + (event.key === 'ArrowUp' ? -1 : 1), event.key === 'ArrowUp' ? 'up' : 'down');
      },
      onPointerDown(event: PointerEvent) {
        if (event.button !== 0) return;
        event.preventDefault();
        (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
        setDrag({ id, from: index, slot: index });
      },
      onPointerMove(event: PointerEvent) {
        if (drag?.id === id) setDrag({ ...drag, slot: slotAt(event.clientY) });
      },
      onPointerUp() {
        if (drag?.id !== id) return;
        setDrag(null);
        const to = drag.slot > drag.from ? drag.slot - 1 : drag.slot;
        move(drag.from, to, to < drag.from ? 'up' : 'down');
      },
      onPointerCancel: () => setDrag(null),
    };
  }

  return (
    <>
      <ol ref={list} class="pt-cards" aria-label={label}>
        {shown.map((item, index) => {
          const id = idOf(item);
          const name = nameOf(item);
          const dropping = drag !== null && drag.slot !== drag.from && drag.slot !== drag.from + 1;
          const classes = [
            'pt-card',
            dropping && drag.slot === index ? 'pt-reorder--drop-before' : '',
            dropping && drag.slot === shown.length && index === shown.length - 1 ? 'pt-reorder--drop-after' : '',
            drag?.id === id ? 'pt-reorder--dragged' : '',
          ];
          return (
            <li key={id} class={classes.filter((c) => c !== '').join(' ')}>
              {movable && shown.length > 1 ? (
                <div class="pt-card__row">
                  <button type="button" class="em-button em-button--small pt-reorder__handle" aria-label={`Move ${name}`} {...handleProps(id, index)}>
                    <span aria-hidden="true">⠿</span> Move
                  </button>
                  {index > 0 ? (
                    <button type="button" class="em-button em-button--small" aria-label={`Move ${name} up`} onClick={() => move(index, index - 1, 'up')}>
                      ↑ Up
                    </button>
                  ) : null}
                  {index < shown.length - 1 ? (
                    <button type="button" class="em-button em-button--small" aria-label={`Move ${name} down`} onClick={() => move(index, index + 1, 'down')}>
                      ↓ Down
                    </button>
                  ) : null}
                </div>
              ) : null}
              {children(item, index)}
            </li>
          );
        })}
      </ol>
      <p id={hintId} class="em-visually-hidden">
        Drag it, or press Alt+Arrow up or Alt+Arrow down to move it.
      </p>
      <Problem message={refusal} />
    </>
  );
}
