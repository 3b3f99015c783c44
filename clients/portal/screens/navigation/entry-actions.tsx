import { ConfirmAction } from '../../ui/confirm-action.js';

interface EntryActionsProps {
  /** The entry's name, in the buttons' names ("Edit About", "Remove About"). */
  readonly name: string;
  edit(): void;
  remove(): Promise<unknown>;
}

/** What a navigation entry's card offers besides moving it (see Reorderable): editing it, and removing it after a second press. */
export function EntryActions({ name, edit, remove }: EntryActionsProps) {
  return (
    <div class="pt-card__row">
      <button type="button" class="em-button em-button--small" onClick={edit}>
        Edit {name}
      </button>
      <ConfirmAction small label={`Remove ${name}`} question={`Remove ${name}? The site drops it at its next deploy.`} run={remove} />
    </div>
  );
}
