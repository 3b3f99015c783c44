import { useId, useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { formatTime } from '../../edit-mode/dom.js';
import { sitePageUrl } from '../../edit-mode/site-address.js';
import { ConfirmAction } from '../../ui/confirm-action.js';

type LivePage = components['schemas']['PageDocument'];
type Visibility = 'public' | 'unlisted';

/** What each visibility means for a visitor. */
const VISIBILITY_WORDS: Readonly<Record<LivePage['visibility'], string>> = {
  public: 'listed in the site’s index, navigation and search',
  unlisted: 'reachable by its address only: not in the index, navigation or search',
  draft: 'not on the site',
};

interface PageCardProps {
  readonly page: LivePage;
  readonly siteUrl: string;
  readonly mayEdit: boolean;
  /** Each answers the service's refusal in words, or null. */
  setVisibility(visibility: Visibility): Promise<string | null>;
  remove(): Promise<string | null>;
}

/** A live page: its title and address, its visibility (a choice), deleting it after a second press. */
export function PageCard({ page, siteUrl, mayEdit, setVisibility, remove }: PageCardProps) {
  const id = useId();
  const [pending, setPending] = useState<Visibility | null>(null);
  const title = typeof page.metadata.title === 'string' && page.metadata.title !== '' ? page.metadata.title : `/${page.slug}`;
  const address = sitePageUrl(siteUrl, page.language, page.slug);
  return (
    <li class="pt-card">
      <h2 class="pt-card__title">{title}</h2>
      <p>
        <a href={address} target="_blank" rel="noopener">
          {address}
        </a>{' '}
        · {page.language} · revision {page.revision}, updated {formatTime(page.updated_at)}
      </p>
      <div class="pt-card__row">
        <label for={`${id}-visibility`}>Visibility</label>
        <select
          id={`${id}-visibility`}
          value={pending ?? page.visibility}
          disabled={!mayEdit || pending !== null || page.visibility === 'draft'}
          aria-describedby={`${id}-visibility-help`}
          onChange={async (event) => {
            const visibility = event.currentTarget.value as Visibility;
            setPending(visibility);
            await setVisibility(visibility);
            setPending(null);
          }}
        >
          <option value="public">public</option>
          <option value="unlisted">unlisted</option>
          {page.visibility === 'draft' ? <option value="draft">draft</option> : null}
        </select>
        <span class="em-help" id={`${id}-visibility-help`}>
          {VISIBILITY_WORDS[page.visibility]}
        </span>
      </div>
      {mayEdit ? (
        <div>
          <ConfirmAction label={`Delete ${title}`} question={`Delete ${title}? It cannot be undone.`} run={remove} />
        </div>
      ) : null}
    </li>
  );
}
