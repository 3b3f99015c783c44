import { expect } from 'chai';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import type { DomainRepository, NavigationRepository } from '../../../application/site/ports.js';
import type { Domain, Hostname } from '../../../domain/site/hostname.js';
import { aMembership, aProject, uniqueId } from '../../support/builders.js';

export interface SiteStores {
  readonly projects: ProjectRepository;
  readonly navigation: NavigationRepository;
  readonly domains: DomainRepository;
}

/** What every NavigationRepository and DomainRepository adapter must do. */
export function siteStoresContract(stores: () => SiteStores): void {
  const newProject = async () => {
    const project = aProject({ id: uniqueId('p') });
    await stores().projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    return project.id;
  };
  const group = (projectId: string, language = 'en', title = 'Group') =>
    stores().navigation.create({
      id: uniqueId('n'),
      project_id: projectId,
      kind: 'sidebar_group',
      language,
      body: { title, items: [{ slug: 'a', label: 'A' }] },
    });
  const domain = (projectId: string, hostname: string): Domain => ({
    project_id: projectId,
    hostname: hostname as Hostname,
    status: 'pending',
    verification_value: 'v',
    created_at: '2026-01-01T00:00:00.000Z',
    verified_at: null,
  });

  it('appends navigation entries per kind and language, reads, changes and deletes them within the project', async () => {
    const { navigation } = stores();
    const projectId = await newProject();
    const a = await group(projectId);
    const b = await group(projectId);
    const fr = await group(projectId, 'fr');
    const item = await navigation.create({
      id: uniqueId('n'),
      project_id: projectId,
      kind: 'header_nav_item',
      language: 'en',
      body: { label: 'Home', url: 'https://example.com' },
    });
    expect([a.position, b.position, fr.position, item.position]).to.deep.equal([0, 1, 0, 0]);
    expect(a).to.deep.equal({
      id: a.id,
      project_id: projectId,
      kind: 'sidebar_group',
      language: 'en',
      position: 0,
      body: { title: 'Group', items: [{ slug: 'a', label: 'A' }] },
    });
    expect((await navigation.list(projectId, 'sidebar_group', 'en')).map((e) => e.id)).to.deep.equal([a.id, b.id]);
    expect((await navigation.list(projectId, 'sidebar_group')).map((e) => e.id)).to.deep.equal([a.id, b.id, fr.id]);
    expect((await navigation.listAll(projectId)).map((e) => e.id)).to.have.members([a.id, b.id, fr.id, item.id]);
    expect(await navigation.find(projectId, 'sidebar_group', a.id)).to.deep.equal(a);
    expect(await navigation.find(projectId, 'header_nav_item', a.id)).to.equal(null);
    const other = await newProject();
    expect(await navigation.find(other, 'sidebar_group', a.id)).to.equal(null);
    expect(await navigation.update(other, 'sidebar_group', a.id, { title: 'x', items: [] })).to.equal(null);
    expect(await navigation.delete(other, 'sidebar_group', a.id)).to.equal(false);
    expect(await navigation.update(projectId, 'sidebar_group', a.id, { title: 'New', items: [] })).to.deep.equal({ ...a, body: { title: 'New', items: [] } });
    expect(await navigation.delete(projectId, 'sidebar_group', a.id)).to.equal(true);
    expect(await navigation.delete(projectId, 'sidebar_group', a.id)).to.equal(false);
    expect((await group(projectId)).position).to.equal(2);
  });

  it('reorders exactly the entries of a language', async () => {
    const { navigation } = stores();
    const projectId = await newProject();
    const [a, b, c] = [await group(projectId), await group(projectId), await group(projectId)];
    await group(projectId, 'fr');
    expect(await navigation.reorder(projectId, 'sidebar_group', 'en', [c.id, a.id, b.id])).to.deep.equal({ kind: 'ordered' });
    expect((await navigation.list(projectId, 'sidebar_group', 'en')).map((e) => [e.id, e.position])).to.deep.equal([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    expect(await navigation.reorder(projectId, 'sidebar_group', 'en', [a.id, 'ghost'])).to.deep.equal({
      kind: 'mismatch',
      unknown: ['ghost'],
      missing: [c.id, b.id],
    });
    expect(await navigation.reorder(projectId, 'header_nav_item', 'en', [])).to.deep.equal({ kind: 'ordered' });
  });

  it('keeps a verified hostname to one project; pending ones may repeat', async () => {
    const { domains } = stores();
    const [p1, p2] = [await newProject(), await newProject()];
    const host = `${uniqueId('h')}.example.com`;
    expect(await domains.add(domain(p1, host))).to.deep.equal({ kind: 'added', domain: domain(p1, host) });
    expect(await domains.add(domain(p1, host))).to.deep.equal({ kind: 'duplicate' });
    expect((await domains.add(domain(p2, host))).kind).to.equal('added');
    expect(await domains.verifiedProject(host)).to.equal(null);
    expect(await domains.markVerified(p2, host, '2026-02-01T00:00:00.000Z')).to.deep.equal({
      kind: 'verified',
      domain: { ...domain(p2, host), status: 'verified', verified_at: '2026-02-01T00:00:00.000Z' },
    });
    expect(await domains.verifiedProject(host)).to.equal(p2);
    expect(await domains.markVerified(p1, host, '2026-02-02T00:00:00.000Z')).to.deep.equal({ kind: 'taken' });
    expect(await domains.add(domain(await newProject(), host))).to.deep.equal({ kind: 'taken' });
    expect(await domains.markVerified(p1, 'nope.example.com', '2026-02-02T00:00:00.000Z')).to.deep.equal({ kind: 'not_found' });
    expect((await domains.list(p1)).map((d) => d.hostname)).to.deep.equal([host]);
    expect(await domains.find(p2, host)).to.deep.include({ status: 'verified' });
    expect(await domains.delete(p2, host)).to.equal(true);
    expect(await domains.delete(p2, host)).to.equal(false);
    expect(await domains.verifiedProject(host)).to.equal(null);
    expect((await domains.markVerified(p1, host, '2026-02-03T00:00:00.000Z')).kind).to.equal('verified');
  });

  it('goes away with its project', async () => {
    const { navigation, domains, projects } = stores();
    const projectId = await newProject();
    await group(projectId);
    const host = `${uniqueId('h')}.example.org`;
    await domains.add(domain(projectId, host));
    await domains.markVerified(projectId, host, '2026-02-01T00:00:00.000Z');
    await projects.delete(projectId);
    expect(await navigation.listAll(projectId)).to.deep.equal([]);
    expect(await domains.list(projectId)).to.deep.equal([]);
    expect(await domains.verifiedProject(host)).to.equal(null);
  });
}
