import { expect } from 'chai';
import type { TestApp } from '../../support/test-app.js';

export const publishPath = (projectId: string, rest = '') => `/api/projects/${projectId}/publish${rest}`;

/** Creates a draft from scratch through Edit Mode and returns its id. */
export async function newDraft(
  app: TestApp,
  projectId: string,
  slug: string,
  metadata: Record<string, unknown> = {},
  content = `# ${slug}`,
  language = 'en',
  as = 'owner',
) {
  const response = await app.request('POST', `/api/projects/${projectId}/docs/edit/save`, {
    as,
    body: { draftId: 'new', doc_template_id: 'page', language, metadata: { slug, title: `Title of ${slug}`, ...metadata }, content },
  });
  expect(response.status, JSON.stringify(response.body)).to.be.oneOf([200, 201]);
  return response.body.draftId as string;
}

/** A dry run (all drafts, or `draft_ids`) then its confirm; returns both answers. */
export async function publish(app: TestApp, projectId: string, body: Record<string, unknown> = {}, as = 'owner') {
  const preview = await app.request('POST', publishPath(projectId), { as, body });
  expect(preview.status, JSON.stringify(preview.body)).to.equal(201);
  const confirmed = await app.request('POST', publishPath(projectId, '/confirm'), { as, body: { confirmation_token: preview.body.confirmation_token } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
  return { preview: preview.body, confirmed: confirmed.body };
}

/** The `href`s of the `<a>` elements inside the first element matching `tag` (e.g. `<aside`). */
export function linksIn(html: string, start: string, end: string): string[] {
  const from = html.indexOf(start);
  if (from < 0) return [];
  const section = html.slice(from, html.indexOf(end, from));
  return [...section.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]!);
}
