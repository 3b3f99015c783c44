import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import type { ImageVariants } from '../../../application/media/image-variants.js';
import { ProjectAccess } from '../../../application/projects/project-access.js';
import { DomainLookup } from '../../../application/site/domains/domain-lookup.js';
import { VerifyDomain } from '../../../application/site/domains/verify-domain.js';
import type { SiteSnapshot } from '../../../application/site/ports.js';
import { SiteDeployment } from '../../../application/site/site-deployment.js';
import type { Hostname } from '../../../domain/site/hostname.js';
import { InMemoryPublishRepository } from '../../support/fakes/in-memory-publishing.js';
import { FakeDomainVerifier, InMemoryDomainRepository, InMemoryNavigationRepository, RecordingSiteDeployer } from '../../support/fakes/in-memory-site.js';
import { actor, pagesWorld } from '../drafts/world.js';

/** A deployer whose deploys finish when the test says so. */
class GatedDeployer extends RecordingSiteDeployer {
  readonly gates: Array<() => void> = [];
  override async deploy(site: SiteSnapshot) {
    await new Promise<void>((resolve) => this.gates.push(resolve));
    return super.deploy(site);
  }
}

const turns = () => new Promise((resolve) => setImmediate(resolve));

describe('Site deployment (use-case level, in-memory fakes)', () => {
  function deployment(deployer = new GatedDeployer()) {
    const world = pagesWorld();
    const publishes = new InMemoryPublishRepository(world.pages.state);
    const noVariants = { variants: async () => E.right([]) } as unknown as ImageVariants;
    const service = new SiteDeployment(publishes, world.pages, new InMemoryNavigationRepository(), world.projects, deployer, noVariants, world.clock);
    return { world, service, deployer, publishes };
  }

  it('runs one deploy at a time per project; callers arriving meanwhile share the next one', async () => {
    const { world, service, deployer } = deployment();
    const first = service.deploy(world.projectId);
    await turns();
    const second = service.deploy(world.projectId);
    const third = service.deploy(world.projectId);
    await turns();
    expect(deployer.gates).to.have.length(1);
    deployer.gates.shift()!();
    await first;
    await turns();
    expect(deployer.gates).to.have.length(1);
    deployer.gates.shift()!();
    await Promise.all([second, third]);
    expect(deployer.deploys).to.have.length(2);
  });

  it('catches up on publishes no deploy has shown, and reports failures', async () => {
    const plain = new RecordingSiteDeployer();
    const { world, service, publishes } = deployment(plain as GatedDeployer);
    await publishes.saveConfirmation(
      {
        token_hash: 'h',
        project_id: world.projectId,
        created_by: 'owner',
        created_at: '2026-03-01T10:00:00Z',
        expires_at: '2026-03-01T11:00:00Z',
        changes: [],
      },
      '2026-01-01T00:00:00Z',
    );
    await publishes.confirm({ projectId: world.projectId, tokenHash: 'h', publishId: 'p1', at: '2026-03-01T10:00:00Z', by: 'owner' });
    plain.failWith = new Error('disk full');
    expect((await service.catchUp()).map((f) => f.projectId)).to.deep.equal([world.projectId]);
    plain.failWith = null;
    expect(await service.catchUp()).to.deep.equal([]);
    expect(plain.deploys.map((d) => d.projectId)).to.deep.equal([world.projectId]);
    expect(await publishes.undeployedProjects()).to.deep.equal([]);
    expect(await service.catchUp()).to.deep.equal([]);
    expect(plain.deploys).to.have.length(1);
  });

  it('answers 503 when the DNS lookup itself fails, and changes nothing', async () => {
    const world = pagesWorld();
    const domains = new InMemoryDomainRepository();
    const verifier = new FakeDomainVerifier();
    await domains.add({
      project_id: world.projectId,
      hostname: 'a.example.com' as Hostname,
      status: 'pending',
      verification_value: 'v',
      created_at: '',
      verified_at: null,
    });
    const verify = new VerifyDomain(new ProjectAccess(world.projects, world.clock), domains, verifier, new DomainLookup(domains, world.clock), world.clock);
    verifier.failure = 'ETIMEOUT';
    expect(await verify.execute(actor('owner'), { projectId: world.projectId, hostname: 'a.example.com' })).to.deep.equal(
      E.left({ _tag: 'Unavailable', message: 'The DNS lookup of _content-service.a.example.com failed (ETIMEOUT): try again later' }),
    );
    expect((await domains.find(world.projectId, 'a.example.com'))!.status).to.equal('pending');
  });
});

describe('DomainLookup (the Host → project cache)', () => {
  it('remembers answers, "none" too, until a domain changes here or 30 seconds pass', async () => {
    const world = pagesWorld();
    const domains = new InMemoryDomainRepository();
    let reads = 0;
    const counted = Object.create(domains) as InMemoryDomainRepository;
    counted.verifiedProject = async (hostname) => {
      reads += 1;
      return domains.verifiedProject(hostname);
    };
    const lookup = new DomainLookup(counted, world.clock);
    expect(lookup.cached('a.example.com')).to.equal(undefined);
    expect(await lookup.projectOf('a.example.com')).to.equal(null);
    expect(lookup.cached('a.example.com')).to.equal(null);
    await domains.add({
      project_id: world.projectId,
      hostname: 'a.example.com' as Hostname,
      status: 'pending',
      verification_value: 'v',
      created_at: '',
      verified_at: null,
    });
    await domains.markVerified(world.projectId, 'a.example.com', '');
    expect(await lookup.projectOf('a.example.com')).to.equal(null);
    world.clock.advance(30_001);
    expect(await lookup.projectOf('a.example.com')).to.equal(world.projectId);
    await domains.delete(world.projectId, 'a.example.com');
    lookup.invalidate();
    expect(await lookup.projectOf('a.example.com')).to.equal(null);
    expect(reads).to.equal(3);
  });
});
