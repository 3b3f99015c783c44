import { expect } from 'chai';
import { apiDescription } from '../../../support/api-description.js';
import { NEW_PROJECT_SETTINGS } from '../../../support/default-settings.js';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers({ 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff', ...headers }),
  text: JSON.stringify(body),
});

const project = {
  id: 'p1',
  name: 'Acme',
  default_language: 'en',
  plan: 'trial',
  trial_ends_at: '2030-03-15T10:00:00.000Z',
  modules: { voice: false, onboarding: false },
  settings: NEW_PROJECT_SETTINGS,
  created_at: '2030-03-01T10:00:00.000Z',
  site_url: 'http://p1.localhost:3000/',
  limits: { live_sessions_per_day: 5, public_sessions_per_day: 20 },
};

/** The judge the HTTP tests use (test/support/api-description.ts) must itself refuse what is not described. */
describe('Responses checked against the API description', () => {
  const check = (method: string, path: string, seen: ReturnType<typeof json>) => apiDescription().problemsOf({ method, path, ...seen });

  it('passes an answer as documented', () => {
    expect(check('GET', '/api/projects/p1', json(200, project))).to.deep.equal([]);
    expect(check('GET', '/api/projects/p1', json(404, { error: 'Project not found' }))).to.deep.equal([]);
  });

  it('refuses a body with a field the description does not name, one missing, or one of another type', () => {
    expect(check('GET', '/api/projects/p1', json(200, { ...project, secret: 'x' }))[0]).to.match(/must NOT have additional properties/);
    const { plan: _plan, ...withoutPlan } = project;
    expect(check('GET', '/api/projects/p1', json(200, withoutPlan))[0]).to.match(/must have required property 'plan'/);
    expect(check('GET', '/api/projects/p1', json(200, { ...project, created_at: 'yesterday' }))[0]).to.match(/must match format "date-time"/);
    expect(check('GET', '/api/projects/p1', json(404, { error: 'Project not found', stack: 'at ...' }))[0]).to.match(/additional properties/);
  });

  it('refuses a status the operation does not document, and a 429 without Retry-After', () => {
    expect(check('GET', '/api/projects/p1', json(418, { error: 'teapot' }))[0]).to.match(/status not documented for GET \/api\/projects\/\{projectId\}/);
    expect(check('GET', '/api/projects/p1', json(429, { error: 'Too many failed authentication attempts' }))[0]).to.match(/header Retry-After is missing/);
    expect(check('GET', '/api/projects/p1', json(429, { error: 'Too many failed authentication attempts' }, { 'retry-after': '30' }))).to.deep.equal([]);
  });

  it('refuses a JSON answer without X-Content-Type-Options: nosniff', () => {
    const sniffable = { ...json(200, project), headers: new Headers({ 'content-type': 'application/json; charset=utf-8' }) };
    expect(check('GET', '/api/projects/p1', sniffable)).to.deep.equal(['GET /api/projects/p1 → 200: a JSON answer without X-Content-Type-Options: nosniff']);
  });

  it('refuses a media type the operation does not document', () => {
    const html = { status: 200, headers: new Headers({ 'content-type': 'text/html' }), text: '<p>hi</p>' };
    expect(check('GET', '/api/projects/p1', html)[0]).to.match(/answered text\/html, documented application\/json/);
  });

  it('expects the route table’s 404 for an unknown path and its 405 for another method of a known one', () => {
    expect(check('GET', '/nowhere', json(404, { error: 'Not found' }))).to.deep.equal([]);
    expect(check('GET', '/nowhere', json(200, {}))[0]).to.match(/must be 404/);
    expect(check('GET', '/mcp', json(405, { error: 'Method not allowed' }))).to.deep.equal([]);
    expect(check('PUT', '/mcp', json(200, {}))[0]).to.match(/must be 405/);
    expect(check('PUT', '/mcp', json(404, { error: 'Not found' }))[0]).to.match(/must be 405/);
    // A route that exists only in some configurations may be absent altogether.
    expect(check('GET', '/auth/dev/sign-in', json(404, { error: 'Not found' }))).to.deep.equal([]);
  });

  it('checks a webhook body against its event type', () => {
    const ping = { type: 'ping', timestamp: '2030-03-01T10:00:00.000Z', data: { project_id: 'p1', webhook_id: 'w1' } };
    expect(apiDescription().webhookProblemsOf('ping', JSON.stringify(ping))).to.deep.equal([]);
    expect(apiDescription().webhookProblemsOf('ping', JSON.stringify({ ...ping, data: { project_id: 'p1' } }))[0]).to.match(/webhook_id/);
  });
});
