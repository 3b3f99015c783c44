import 'reflect-metadata';
import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { ListProjects } from '../../../application/projects/list-projects.js';
import { ProjectAccess } from '../../../application/projects/project-access.js';
import { ProjectPresenter } from '../../../application/projects/project-view.js';
import type { Actor } from '../../../domain/identity/actor.js';
import type { Capability } from '../../../domain/identity/capabilities.js';
import type { ContentScope } from '../../../domain/oauth/scopes.js';
import { DEFAULT_PLANS } from '../../../domain/projects/plan.js';
import { aMembership, aProject } from '../../support/builders.js';
import { FakeClock } from '../../support/fake-clock.js';
import { InMemoryMembershipRepository, InMemoryProjectRepository } from '../../support/fakes/projects.js';

const alice = (scopes?: ContentScope[]): Actor => ({
  kind: 'user',
  userId: 'alice',
  email: null,
  ...(scopes === undefined ? {} : { oauth: { grantId: 'g1', clientId: 'c1', scopes } }),
});

/** ProjectAccess is the one place that decides what any actor may do on a project. Each test builds its own store. */
describe('ProjectAccess for every kind of actor', () => {
  async function world() {
    const projects = new InMemoryProjectRepository();
    const access = new ProjectAccess(projects, new FakeClock('2026-01-02T00:00:00Z'));
    const mine = aProject();
    const other = aProject();
    await projects.create(mine, aMembership(mine.id, 'alice', 'admin', true));
    await projects.create(other, aMembership(other.id, 'bob', 'admin', true));
    const outcome = async (actor: Actor, projectId: string, capability: Capability) => {
      const result = await access.require(actor, projectId, capability, 'read');
      return E.isRight(result) ? `ok as ${result.right.role}` : result.left.message;
    };
    return { projects, mine, other, outcome };
  }

  it('lets an API key act with its own role on its own project, and nowhere else (404)', async () => {
    const { mine, other, outcome } = await world();
    const key: Actor = { kind: 'api_key', keyId: 'k1', projectId: mine.id, role: 'manager' };
    expect(await outcome(key, mine.id, 'edit_content')).to.equal('ok as manager');
    expect(await outcome(key, mine.id, 'manage_members')).to.equal('ok as manager');
    expect(await outcome(key, mine.id, 'manage_api_keys')).to.equal('Insufficient permission');
    expect(await outcome(key, other.id, 'read_content')).to.equal('Project not found');
    expect(await outcome(key, 'no-such-project', 'read_content')).to.equal('Project not found');
  });

  it('answers 404 to an API key whose own project was deleted, for every capability', async () => {
    const { projects, mine, outcome } = await world();
    const key: Actor = { kind: 'api_key', keyId: 'k1', projectId: mine.id, role: 'manager' };
    expect(await projects.delete(mine.id)).to.equal(true);
    for (const capability of ['read_content', 'edit_content', 'publish', 'read_members'] as const) {
      expect(await outcome(key, mine.id, capability), capability).to.equal('Project not found');
    }
  });

  it("gives an OAuth client the content capabilities of its scopes, within the user's role, and nothing else", async () => {
    const { mine, other, outcome } = await world();
    const reader = alice(['content:read']);
    const writer = alice(['content:write']);
    expect(await outcome(reader, mine.id, 'read_content')).to.equal('ok as admin');
    expect(await outcome(reader, mine.id, 'read_drafts')).to.equal('ok as admin');
    expect(await outcome(reader, mine.id, 'edit_content')).to.equal('Insufficient permission');
    expect(await outcome(reader, mine.id, 'publish')).to.equal('Insufficient permission');
    for (const capability of ['read_content', 'read_drafts', 'edit_content', 'publish'] as const) {
      expect(await outcome(writer, mine.id, capability), capability).to.equal('ok as admin');
    }
    for (const capability of ['read_configuration', 'read_members', 'manage_members', 'rename_project', 'manage_settings', 'manage_webhooks'] as const) {
      expect(await outcome(writer, mine.id, capability), capability).to.equal('Insufficient permission');
    }
    expect(await outcome(writer, other.id, 'read_content')).to.equal('Project not found');
  });

  it("never lifts a user's own role, whatever a client's scopes", async () => {
    const { projects, mine, outcome } = await world();
    await new InMemoryMembershipRepository(projects.store).add(aMembership(mine.id, 'carol', 'member'));
    const carolsClient: Actor = {
      kind: 'user',
      userId: 'carol',
      email: null,
      oauth: { grantId: 'g2', clientId: 'c1', scopes: ['content:read', 'content:write'] },
    };
    expect(await outcome(carolsClient, mine.id, 'read_content')).to.equal('ok as member');
    expect(await outcome(carolsClient, mine.id, 'read_drafts')).to.equal('Insufficient permission');
    expect(await outcome(carolsClient, mine.id, 'edit_content')).to.equal('Insufficient permission');
    expect(await outcome(alice(), mine.id, 'delete_project')).to.equal('ok as admin');
  });

  it("lists projects with the caller's role, without their configuration for an OAuth client", async () => {
    const { projects, mine } = await world();
    const presenter = new ProjectPresenter(
      { trialDays: 14, plans: DEFAULT_PLANS, publicBaseUrl: 'https://content.example:8443/base' },
      {
        publicBaseUrl: 'https://content.example:8443/base',
        sitesDomain: 'sites.example',
      },
    );
    const list = new ListProjects(projects, presenter);
    const rows = async (actor: Actor) => {
      const result = await list.execute(actor);
      return E.isRight(result) ? result.right.projects.map((p) => [p.id, p.role, 'settings' in p, 'modules' in p, p.site_url]) : [];
    };
    // Every reader gets the site's own address: `<project>.<sites domain>`, the service's scheme and port.
    const site = `https://${mine.id}.sites.example:8443/`;
    expect(await rows(alice())).to.deep.equal([[mine.id, 'admin', true, true, site]]);
    expect(await rows(alice(['content:write']))).to.deep.equal([[mine.id, 'admin', false, false, site]]);
    expect(await rows({ kind: 'api_key', keyId: 'k2', projectId: mine.id, role: 'member' })).to.deep.equal([[mine.id, 'member', true, true, site]]);
    const listed = await list.execute(alice());
    expect(E.isRight(listed) && listed.right.projects[0]?.limits, 'the plan’s limits').to.deep.equal({ live_sessions_per_day: 5, public_sessions_per_day: 20 });
  });
});
