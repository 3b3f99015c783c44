import { useEffect, useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { usePortal } from '../../context.js';
import { formatTime } from '../../edit-mode/dom.js';
import { describeFailure } from '../../messages.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { Field } from '../../ui/field.js';
import { Problem, ReadOnlyNote } from '../../ui/status.js';

type Entry = components['schemas']['ActivityItem'];

const KIND_WORDS: Readonly<Record<Entry['actor']['kind'], string>> = { user: 'person', api_key: 'API key', oauth_client: 'OAuth client' };
const VIA_WORDS: Readonly<Record<Entry['via'], string>> = { rest: 'the API', mcp: 'MCP', portal: 'the portal', scheduler: 'the release scheduler' };
const PAGE = 25;

interface Filters {
  readonly actor: string;
  readonly action: string;
}

/**
 * The project's activity log, for its admins (docs/workflow.md#activity-log): every write, newest
 * first, by whom and through what, on what; filtered by who (a user, API key or OAuth client id)
 * and by operation, a page at a time.
 */
export function ActivityScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const [draft, setDraft] = useState<Filters>({ actor: '', action: '' });
  const [filters, setFilters] = useState<Filters>({ actor: '', action: '' });
  const [entries, setEntries] = useState<readonly Entry[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mayRead = hasRole(project, 'admin');

  async function load(from: string | null): Promise<void> {
    setProblem(null);
    try {
      const query = {
        limit: PAGE,
        ...(from === null ? {} : { cursor: from }),
        ...(filters.actor.trim() === '' ? {} : { actor: filters.actor.trim() }),
        ...(filters.action.trim() === '' ? {} : { action: filters.action.trim() }),
      };
      const page = await portal.api.GET('/api/projects/{projectId}/activity', { params: { path: { projectId: project.id }, query } });
      setEntries((shown) => (from === null ? page.activity : [...(shown ?? []), ...page.activity]));
      setCursor(page.next_cursor);
    } catch (failure) {
      setProblem(describeFailure('Loading the activity log', failure, 'Only admins read the activity log.'));
      if (from === null) setEntries([]);
    }
  }

  useEffect(() => {
    if (mayRead) void load(null);
  }, [project.id, filters, mayRead]);

  if (!mayRead)
    return (
      <section class="pt-screen">
        <h1>Activity</h1>
        <ReadOnlyNote>{readOnlyBecause(project, 'Only admins read the activity log.')}</ReadOnlyNote>
      </section>
    );

  return (
    <section class="pt-screen">
      <h1>Activity</h1>
      <p>
        Every change to “{project.name}”, newest first: who made it, through what, and on what. Entries are kept for the days the service is set to keep them.
      </p>
      <form
        class="em-form pt-activity__filters"
        aria-label="Filter the activity"
        onSubmit={(event) => {
          event.preventDefault();
          setEntries(null);
          setFilters(draft);
        }}
      >
        <Field label="Who (a user, API key or OAuth client id)">
          {(control) => <input {...control} value={draft.actor} onInput={(e) => setDraft({ ...draft, actor: e.currentTarget.value })} />}
        </Field>
        <Field label="Operation (such as save_draft)">
          {(control) => <input {...control} value={draft.action} onInput={(e) => setDraft({ ...draft, action: e.currentTarget.value })} />}
        </Field>
        <div>
          <button type="submit" class="em-button">
            Filter
          </button>
        </div>
      </form>
      <Problem message={problem} />
      {entries === null ? (
        <p role="status">Loading the activity…</p>
      ) : entries.length === 0 ? (
        <p role="status">{filters.actor === '' && filters.action === '' ? 'Nothing has been changed yet.' : 'No change matches these filters.'}</p>
      ) : (
        <ol class="pt-cards pt-activity" aria-label="Activity, newest first">
          {entries.map((entry) => (
            <li key={entry.id} class="pt-card">
              <p>
                <strong>{entry.action}</strong> on {entry.target.type}
                {entry.target.id === null ? '' : ` ${entry.target.id}`}
              </p>
              <p class="em-help">
                {formatTime(entry.at)} · {entry.actor.name} ({KIND_WORDS[entry.actor.kind]}
                {entry.actor.id === entry.actor.name ? '' : `, ${entry.actor.id}`}) through {VIA_WORDS[entry.via]}
              </p>
            </li>
          ))}
        </ol>
      )}
      {cursor === null ? null : (
        <p>
          <button type="button" class="em-button" onClick={() => void load(cursor)}>
            Show older
          </button>
        </p>
      )}
    </section>
  );
}
