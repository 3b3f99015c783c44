import { expect } from 'chai';
import type { PreviewLinkRepository } from '../../../application/preview-links/ports.js';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import type { PreviewLink } from '../../../domain/preview-links/preview-link.js';
import { aMembership, aProject, uniqueId } from '../../support/builders.js';

export interface PreviewLinkStores {
  readonly projects: ProjectRepository;
  readonly links: PreviewLinkRepository;
}

const T0 = '2026-03-01T10:00:00.000Z';
const T1 = '2026-03-01T11:00:00.000Z';

/** What every PreviewLinkRepository adapter must do. */
export function previewLinkRepositoryContract(stores: () => PreviewLinkStores): void {
  const aLink = async (overrides: Partial<PreviewLink> = {}): Promise<PreviewLink> => {
    const project = aProject({ id: uniqueId('p') });
    await stores().projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    const link: PreviewLink = {
      id: uniqueId('l'),
      project_id: project.id,
      token_hash: uniqueId('hash'),
      draft_id: 'd1',
      release_id: null,
      expires_at: T1,
      max_views: null,
      views: 0,
      created_by: 'owner',
      created_at: T0,
      ...overrides,
    };
    await stores().links.create(link);
    return link;
  };

  it('lists a project’s links newest first, and revokes one of them only for its project', async () => {
    const { links } = stores();
    const first = await aLink();
    const second = { ...first, id: uniqueId('l'), token_hash: uniqueId('hash'), draft_id: null, release_id: 'r1' };
    await links.create(second);
    expect(await links.list(first.project_id)).to.deep.equal([second, first]);
    expect(await links.revoke('another-project', first.id)).to.equal(false);
    expect(await links.revoke(first.project_id, first.id)).to.equal(true);
    expect(await links.revoke(first.project_id, first.id)).to.equal(false);
    expect(await links.list(first.project_id)).to.deep.equal([second]);
    expect(await links.open(first.token_hash, T0)).to.deep.equal({ kind: 'not_found' });
  });

  it('counts each open, until the link expires', async () => {
    const { links } = stores();
    const link = await aLink();
    expect(await links.open(link.token_hash, T0)).to.deep.equal({ kind: 'opened', link: { ...link, views: 1 } });
    expect(await links.open(link.token_hash, '2026-03-01T10:59:59.999Z')).to.deep.equal({ kind: 'opened', link: { ...link, views: 2 } });
    expect(await links.open(link.token_hash, T1)).to.deep.equal({ kind: 'expired' });
    expect(await links.open('unknown', T0)).to.deep.equal({ kind: 'not_found' });
  });

  it('never counts past the limit, however many open at once', async () => {
    const { links } = stores();
    const link = await aLink({ max_views: 5 });
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => links.open(link.token_hash, T0)));
    expect(outcomes.filter((o) => o.kind === 'opened')).to.have.length(5);
    expect(outcomes.filter((o) => o.kind === 'exhausted')).to.have.length(35);
    expect((await links.list(link.project_id))[0]!.views).to.equal(5);
  });
}
