import { RefreshPageVectors } from '../../../../application/search/semantic/refresh-page-vectors.js';
import { SemanticSearch } from '../../../../application/search/semantic/semantic-search.js';
import type { PageDocument } from '../../../../domain/pages/page-document.js';
import { aMembership, aProject, uniqueId } from '../../../support/builders.js';
import { FakeClock } from '../../../support/fake-clock.js';
import { FakeEmbeddings } from '../../../support/fakes/embeddings.js';
import { InMemoryPageVectors } from '../../../support/fakes/page-vectors.js';
import { aDoc } from '../../../support/stores/page-fixtures.js';
import { inMemoryPageStores } from '../../../support/stores/page-stores.js';

/**
 * Semantic ranking over in-memory stores: pages, their vectors, fake embeddings whose concepts
 * the test sets, a clock it moves, the refresh and the search (with `embeddings: null`, no
 * provider configured).
 */
export function semanticWorld(options: { embeddings?: FakeEmbeddings | null; cacheBytes?: number } = {}) {
  const stores = inMemoryPageStores();
  const vectors = new InMemoryPageVectors(stores.state);
  const embeddings = options.embeddings === undefined ? new FakeEmbeddings() : options.embeddings;
  const clock = new FakeClock('2030-03-01T10:00:00.000Z');
  const refresh = new RefreshPageVectors(embeddings, vectors, clock, { next: () => uniqueId('lease') });
  const search = new SemanticSearch(embeddings, vectors, clock, { cacheBytes: options.cacheBytes ?? 1024 * 1024 });
  const newProject = async () => {
    const project = aProject({ id: uniqueId('p') });
    await stores.projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    return project.id;
  };
  const publish = async (projectId: string, slug: string, title: string, content: string, overrides: Partial<PageDocument> = {}) => {
    const doc = aDoc(projectId, { slug, metadata: { title }, content, ...overrides });
    await stores.pages.create(doc);
    return doc.id;
  };
  const pass = () => refresh.pass({ retryAfterMs: 5000 });
  return { stores, vectors, embeddings, clock, refresh, search, newProject, publish, pass };
}
