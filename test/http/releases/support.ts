import { expect } from 'chai';
import type { TestApp } from '../../support/test-app.js';

export const releasesPath = (projectId: string, rest = '') => `/api/projects/${projectId}/releases${rest}`;

/** Creates a release as `as` (the team's admin by default) and returns it. */
export async function createRelease(app: TestApp, projectId: string, body: Record<string, unknown>, as = 'owner') {
  const response = await app.request('POST', releasesPath(projectId), { as, body });
  expect(response.status, JSON.stringify(response.body)).to.equal(201);
  return response.body as { id: string; revision: number; status: string; [key: string]: unknown };
}

export async function readRelease(app: TestApp, projectId: string, releaseId: string, as = 'owner') {
  const response = await app.request('GET', releasesPath(projectId, `/${releaseId}`), { as });
  expect(response.status, JSON.stringify(response.body)).to.equal(200);
  return response.body as { id: string; revision: number; status: string; [key: string]: any };
}

/** Polls until `check` holds (the scheduler works in the background); fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
