import { expect } from 'chai';
import type { ApiResponse, TestApp } from '../../support/test-app.js';

export const SESSION = '/api/live/session';
export const RESUME = '/api/live/session/resume';
export const EXECUTE = '/api/live/tools/execute';

/** A project owned by `owner` (its provisioned admin) with the voice module switched on or off. */
export async function liveProject(app: TestApp, owner: string, modules: { voice?: boolean; onboarding?: boolean } = { voice: true }): Promise<string> {
  const id = await app.createProject(owner);
  const patched = await app.request('PATCH', `/api/projects/${id}/modules`, { as: owner, body: modules });
  expect(patched.status, JSON.stringify(patched.body)).to.equal(200);
  return id;
}

/** A live voice call as the browser makes it: both headers, optional body. */
export function live(app: TestApp, path: string, as: string, projectId: string, body?: unknown): Promise<ApiResponse> {
  return app.request('POST', path, { as, headers: { 'x-project-id': projectId }, ...(body !== undefined && { body }) });
}
