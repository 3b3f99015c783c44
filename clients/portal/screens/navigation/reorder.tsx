/** The ids in their new order: the one at `index` moved by `delta` places (-1 up, +1 down). */
export function moved(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const order = [...ids];
  const [id] = order.splice(index, 1);
  order.splice(index + delta, 0, id!);
  return order;
}

interface MoveButtonsProps {
  /** What moves, in the buttons' names ("Move About up"). */
  readonly name: string;
  readonly index: number;
  readonly count: number;
  readonly disabled: boolean;
  move(delta: -1 | 1): void;
}

/**
 * Moving an entry up or down its list by buttons: a keyboard and a screen reader reach them
 * as any button. The first has no "up", the last no "down".
 */
export function MoveButtons({ name, index, count, disabled, move }: MoveButtonsProps) {
  return (
    <>
      {index > 0 ? (
        <button type="button" class="em-button em-button--small" disabled={disabled} aria-label={`Move ${name} up`} onClick={() => move(-1)}>
          ↑ Up
        </button>
      ) : null}
      {index < count - 1 ? (
        <button type="button" class="em-button em-button--small" disabled={disabled} aria-label={`Move ${name} down`} onClick={() => move(1)}>
          ↓ Down
        </button>
      ) : null}
    </>
  );
}
