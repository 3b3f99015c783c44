import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import type { ProjectSummary } from '../../types.js';
import { Field } from '../../ui/field.js';
import { Problem } from '../../ui/status.js';

interface Found {
  readonly question: string;
  readonly results: ReadonlyArray<{ readonly page_id: string; readonly title: string; readonly language: string; readonly snippet: string }>;
}

/** A question asked as a visitor would, and the pages the search finds for it, best first. */
export function TryQuestion({ project }: { readonly project: ProjectSummary }) {
  const portal = usePortal();
  const [question, setQuestion] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function ask(event: Event) {
    event.preventDefault();
    const q = question.trim();
    if (q === '') return;
    setProblem(null);
    try {
      const answer = await portal.api.GET('/api/projects/{projectId}/search', { params: { path: { projectId: project.id }, query: { q, limit: 5 } } });
      setFound({ question: q, results: answer.results });
    } catch (failure) {
      setProblem(describeFailure('Searching', failure));
    }
  }

  return (
    <form class="em-form pt-panel" onSubmit={ask} aria-labelledby="try-heading">
      <h2 id="try-heading">Try a question</h2>
      <Field label="Question" help="As a visitor would ask it. The live agent’s ask and the site’s search find the same pages.">
        {(control) => (
          <input
            {...control}
            type="search"
            maxLength={500}
            value={question}
            placeholder="do you deliver?"
            onInput={(e) => setQuestion(e.currentTarget.value)}
          />
        )}
      </Field>
      <div class="pt-card__row">
        <button type="submit" class="em-button">
          Search
        </button>
      </div>
      <Problem message={problem} />
      {found === null ? null : found.results.length === 0 ? (
        <p role="status">No page answers “{found.question}”.</p>
      ) : (
        <ol class="pt-cards" aria-label={`Pages found for “${found.question}”`}>
          {found.results.map((result) => (
            <li key={result.page_id} class="pt-card">
              <strong>{result.title}</strong> <span class="em-help">({result.language})</span>
              <p class="em-help">{result.snippet}</p>
            </li>
          ))}
        </ol>
      )}
    </form>
  );
}
