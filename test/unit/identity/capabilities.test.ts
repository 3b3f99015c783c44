import { expect } from 'chai';
import type { Actor } from '../../../domain/identity/actor.js';
import { may, mayAnywhere } from '../../../domain/identity/capabilities.js';

const person: Actor = { kind: 'user', userId: 'alice', email: null };
const client = (scopes: Array<'content:read' | 'content:draft' | 'content:write'>): Actor => ({
  kind: 'user',
  userId: 'alice',
  email: null,
  oauth: { grantId: 'g1', clientId: 'c1', scopes },
});
const key = (role: 'manager' | 'member'): Actor => ({ kind: 'api_key', keyId: 'k1', projectId: 'p1', role });

describe('Capabilities: what an actor could do on some project (the MCP tools/list)', () => {
  it('offers a person everything: they may hold any role somewhere', () => {
    expect(mayAnywhere(person, 'delete_project')).to.equal(true);
    expect(mayAnywhere(person, 'read_content')).to.equal(true);
  });

  it('offers an API key what its own role allows, and nothing above it', () => {
    expect(mayAnywhere(key('member'), 'read_content')).to.equal(true);
    expect(mayAnywhere(key('member'), 'edit_content')).to.equal(false);
    expect(mayAnywhere(key('manager'), 'edit_content')).to.equal(true);
    expect(mayAnywhere(key('manager'), 'manage_api_keys')).to.equal(false);
  });

  it("offers an OAuth client the content work of its scopes only, never the person's own", () => {
    expect(mayAnywhere(client(['content:read']), 'read_content')).to.equal(true);
    expect(mayAnywhere(client(['content:read']), 'edit_drafts')).to.equal(false);
    expect(mayAnywhere(client(['content:write']), 'publish')).to.equal(true);
    expect(mayAnywhere(client(['content:write']), 'read_members')).to.equal(false);
  });

  it('holds an OAuth client to its scopes and to the role, on a project', () => {
    expect(may(client(['content:read']), 'read_content', 'member')).to.equal(true);
    expect(may(client(['content:read']), 'edit_content', 'admin')).to.equal(false);
    expect(may(client(['content:write']), 'manage_members', 'admin')).to.equal(false);
    expect(may(key('manager'), 'manage_members', 'manager')).to.equal(true);
    expect(may(person, 'manage_members', 'member')).to.equal(false);
  });
});
