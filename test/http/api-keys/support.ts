import { expect } from 'chai';
import type { ApiResponse, TestApp } from '../../support/test-app.js';

/** Creates a key as `admin` (a user) and returns the key and its id. */
export async function createKey(
  app: TestApp,
  projectId: string,
  admin: string,
  role?: 'manager' | 'member',
  name = 'CI',
): Promise<{ id: string; key: string }> {
  const response = await app.request('POST', `/api/projects/${projectId}/keys`, { as: admin, body: { name, ...(role && { role }) } });
  expect(response.status, JSON.stringify(response.body)).to.equal(201);
  return { id: response.body.id, key: response.body.key };
}

/** A request authenticated with a key (and the project it names). */
export function withKey(
  app: TestApp,
  method: string,
  path: string,
  key: string,
  projectId: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  return app.request(method, path, { body, headers: { 'x-api-key': key, 'x-project-id': projectId, ...headers } });
}
