import { expect } from 'chai';
import type { TestApp } from '../../support/test-app.js';

export const editPath = (projectId: string, rest = '') => `/api/projects/${projectId}/docs/edit${rest}`;

/** Creates a live page through the API (as `owner`) and returns it. */
export async function createLivePage(app: TestApp, projectId: string, slug: string, extra: Record<string, unknown> = {}, as = 'owner') {
  const response = await app.request('POST', `/api/projects/${projectId}/pages`, {
    as,
    body: { slug, language: 'en', doc_template_id: 'page', metadata: { title: `Title of ${slug}`, description: 'About it' }, content: `# ${slug}`, ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).to.equal(201);
  return response.body as { id: string; slug: string; revision: number };
}

/** Opens (cloning) the draft of a live page and returns its id. */
export async function openDraft(app: TestApp, projectId: string, slug: string, as = 'owner', language = 'en'): Promise<string> {
  const response = await app.request('POST', editPath(projectId, '/open'), { as, body: { slug, language } });
  expect(response.status, JSON.stringify(response.body)).to.equal(200);
  return response.body.draftId as string;
}

/** Saves `draftId` with `body` merged into a minimal valid save. */
export function saveDraft(app: TestApp, projectId: string, draftId: string, body: Record<string, unknown> = {}, as = 'owner') {
  return app.request('POST', editPath(projectId, '/save'), { as, body: { draftId, metadata: {}, content: 'Body', language: 'en', ...body } });
}
