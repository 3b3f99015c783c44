import { ConfirmAction } from '../../ui/confirm-action.js';

/** The ids in their new order: the one at `index` moved by `delta` places (-1 up, +1 down). */
export function moved(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const order = [...ids];
  const [id] = order.splice(index, 1);
  order.splice(index + delta, 0, id!);
  return order;
}

interface EntryActionsProps {
  /** The entry's name, in the buttons' names ("Move About up", "Edit About"). */
  readonly name: string;
  readonly index: number;
  readonly count: number;
  readonly busy: boolean;
  move(delta: -1 | 1): void;
  edit(): void;
  remove(): Promise<unknown>;
}

/**
 * What a navigation entry's card offers: moving it up or down its list (buttons a keyboard and
 * a screen reader reach as any; the first has no "up", the last no "down"), editing it, and
 * removing it after a second press.
 */
export function EntryActions({ name, index, count, busy, move, edit, remove }: EntryActionsProps) {
  return (
    <div class="pt-card__row">
      {index > 0 ? (
        <button type="button" class="em-button em-button--small" disabled={busy} aria-label={`Move ${name} up`} onClick={() => move(-1)}>
          ↑ Up
        </button>
      ) : null}
      {index < count - 1 ? (
        <button type="button" class="em-button em-button--small" disabled={busy} aria-label={`Move ${name} down`} onClick={() => move(1)}>
          ↓ Down
        </button>
      ) : null}
      <button type="button" class="em-button em-button--small" onClick={edit}>
        Edit {name}
      </button>
      <ConfirmAction small label={`Remove ${name}`} question={`Remove ${name}? The site drops it at its next deploy.`} run={remove} />
    </div>
  );
}
