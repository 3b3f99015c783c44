import { expect } from 'chai';
import type { TestApp } from '../../support/test-app.js';

export const editPath = (projectId: string, rest = '') => `/api/projects/${projectId}/docs/edit${rest}`;

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
