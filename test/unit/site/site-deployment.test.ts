import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import type { ImageVariants } from '../../../application/media/image-variants.js';
import { ProjectAccess } from '../../../application/projects/project-access.js';
import { DomainLookup } from '../../../application/site/domains/domain-lookup.js';
import { ServedDomains } from '../../../application/site/domains/served-domains.js';
import { VerifyDomain } from '../../../application/site/domains/verify-domain.js';
import type { DeployGuard, LeaseOutcome, LeaseRequest, SiteSnapshot } from '../../../application/site/ports.js';
import { DeployLock, LEASE_MS, MAX_WAIT_MS } from '../../../application/site/deploy-lock.js';
import { SiteDeployment } from '../../../application/site/site-deployment.js';
import { SiteSettingsState } from '../../../application/site/site-settings-state.js';
import type { SiteThemeReader } from '../../../application/site/site-theme-reader.js';
import type { Hostname } from '../../../domain/site/hostname.js';
import { aSiteTheme } from '../../support/builders.js';
import { aDoc } from '../../support/stores/page-fixtures.js';
import { FakeServiceMetrics } from '../../support/fakes/metrics.js';
import { InMemoryLivePageJournal } from '../../support/fakes/pages.js';
import { InMemoryPublishRepository } from '../../support/fakes/publishing.js';
import { InMemoryTemplateCatalog } from '../../support/fakes/templates.js';
import {
  FakeDomainVerifier,
  InMemoryDeployLeases,
  InMemoryDomainRepository,
  InMemoryNavigationRepository,
  FakeSiteDeployer,
} from '../../support/fakes/site.js';
import { actor, pagesWorld } from '../drafts/world.js';

/** A deployer whose deploys finish when the test says so. */
class GatedDeployer extends FakeSiteDeployer {
  readonly gates: Array<() => void> = [];
  override async deploy(site: SiteSnapshot, guard: DeployGuard) {
    await new Promise<void>((resolve) => this.gates.push(resolve));
    return super.deploy(site, guard);
  }
}

/** Deploy leases that count the times they answered `held` (a deploy waiting for another). */
class CountingLeases extends InMemoryDeployLeases {
  refusals = 0;
  override async acquire(request: LeaseRequest): Promise<LeaseOutcome> {
    const outcome = await super.acquire(request);
    if (outcome.kind === 'held') this.refusals += 1;
    return outcome;
  }
}

const turns = () => new Promise((resolve) => setImmediate(resolve));
/** Resolves once `condition` holds (the mocha timeout bounds it). */
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('Site deployment (use-case level, in-memory fakes)', () => {
  /** One store, and `instances` processes sharing it, each with its own SiteDeployment. */
  function deployment(deployer: FakeSiteDeployer = new GatedDeployer(), instances = 1) {
    const world = pagesWorld();
    const metrics = new FakeServiceMetrics();
    const publishes = new InMemoryPublishRepository(world.pages.state);
    const leases = new CountingLeases((projectId) => world.projectStore.projects.has(projectId));
    const noVariants = { variants: async () => E.right([]) } as unknown as ImageVariants;
    const navigation = new InMemoryNavigationRepository();
    const theme = { of: async () => aSiteTheme(world.projectId) } as unknown as SiteThemeReader;
    const services = Array.from(
      { length: instances },
      () =>
        new SiteDeployment(
          publishes,
          world.pages,
          navigation,
          world.projects,
          deployer,
          noVariants,
          new DeployLock(leases, world.clock, world.ids),
          theme,
          { scriptUrl: 'http://service.test/assets/live-agent-AAAA1111.js', frameOrigin: 'http://service.test' },
          world.clock,
          new SiteSettingsState(navigation, new ServedDomains(new InMemoryDomainRepository(), NO_RESERVED_NAMES), new InMemoryTemplateCatalog(), deployer),
          new InMemoryLivePageJournal(world.pages.state),
          metrics,
        ),
    );
    let n = 0;
    /** `publishId`: the id the confirm made (made before its promotion commits, so ids need not follow commit order). */
    const publish = async (publishId?: string) => {
      n += 1;
      const confirmation = { token_hash: `h${n}`, project_id: world.projectId, created_by: 'owner', changes: [] };
      await publishes.saveConfirmation(
        { ...confirmation, created_at: world.clock.now().toISOString(), expires_at: '2099-01-01T00:00:00Z' },
        '2000-01-01T00:00:00Z',
      );
      const at = world.clock.now().toISOString();
      const outcome = await publishes.confirm({ projectId: world.projectId, tokenHash: `h${n}`, publishId: publishId ?? `p${n}`, at, by: 'owner' });
      expect(outcome.kind).to.equal('published');
    };
    return { world, service: services[0]!, services, deployer: deployer as GatedDeployer, publishes, leases, publish, metrics };
  }

  it('deploys only the live pages changed since the live release when the deployer can; a repair is whole', async () => {
    const deployer = new FakeSiteDeployer();
    deployer.takesChanges = true;
    const { world, service, publish, metrics } = deployment(deployer);
    const about = aDoc(world.projectId, { id: 'about' });
    await world.pages.create(about);
    await world.pages.create(aDoc(world.projectId, { id: 'team', slug: 'team' }));
    await world.pages.create(aDoc(world.projectId, { id: 'a-propos', language: 'fr' }));
    await publish();
    await service.deploy(world.projectId);
    // A live page edited outside any publish is among the changes of the next deploy.
    await world.pages.updatePage(world.projectId, about.id, { content: 'Edited', at: '2026-03-01T10:01:00Z' });
    await publish();
    await service.deploy(world.projectId);
    expect(deployer.changeDeploys).to.have.length(1);
    const [changes] = deployer.changeDeploys;
    expect(changes!.changed).to.deep.equal([{ language: 'en', slug: 'about' }]);
    expect(changes!.pages.map((page) => `${page.language}/${page.slug}`).sort()).to.deep.equal(['en/about', 'fr/about']);
    expect(changes!.since).to.equal(deployer.deploys[0]!.mark);
    await service.deploy(world.projectId, { redeploy: true });
    expect(deployer.deploys).to.have.length(2);
    expect(metrics.recorded).to.deep.equal(['site deployed whole', 'site deployed changes', 'site deployed whole']);
  });

  it('runs one deploy at a time per project; callers arriving meanwhile share the next one', async () => {
    const { world, service, deployer, publish } = deployment();
    await publish();
    const first = service.deploy(world.projectId);
    await until(() => deployer.gates.length === 1);
    await publish();
    const second = service.deploy(world.projectId);
    const third = service.deploy(world.projectId);
    await turns();
    expect(deployer.gates).to.have.length(1);
    deployer.gates.shift()!();
    await first;
    await until(() => deployer.gates.length === 1);
    deployer.gates.shift()!();
    await Promise.all([second, third]);
    expect(deployer.deploys).to.have.length(2);
  });

  it('runs one deploy at a time across instances sharing the store; one that waited finds the publish shown and deploys nothing', async () => {
    const { world, services, deployer, publishes, leases, publish } = deployment(new GatedDeployer(), 2);
    await publish();
    const first = services[0]!.deploy(world.projectId);
    await until(() => deployer.gates.length === 1);
    const second = services[1]!.deploy(world.projectId);
    // The second instance asks for the lease and is refused, again and again, while the first deploys.
    await until(() => leases.refusals >= 2);
    expect(deployer.gates).to.have.length(1);
    deployer.gates.shift()!();
    await Promise.all([first, second]);
    expect(deployer.deploys).to.have.length(1);
    expect((await publishes.find(world.projectId, 'p1'))!.deployed_at).to.not.equal(null);
    expect(leases.leases.size).to.equal(0);
  });

  it('deploys again after waiting when a publish came after the read of the deploy it waited for', async () => {
    const { world, services, deployer, publishes, leases, publish } = deployment(new GatedDeployer(), 2);
    await publish();
    const first = services[0]!.deploy(world.projectId);
    await until(() => deployer.gates.length === 1);
    await publish();
    const second = services[1]!.deploy(world.projectId);
    await until(() => leases.refusals >= 1);
    deployer.gates.shift()!();
    await first;
    expect((await publishes.find(world.projectId, 'p2'))!.deployed_at).to.equal(null);
    await until(() => deployer.gates.length === 1);
    deployer.gates.shift()!();
    await second;
    expect(deployer.deploys).to.have.length(2);
    expect(await publishes.undeployedProjects()).to.deep.equal([]);
  });

  it('deploys a publish that committed after a deploy read, even when its id sorts before the ids that deploy showed', async () => {
    const { world, services, deployer, publishes, leases, publish } = deployment(new GatedDeployer(), 2);
    await publish('p9');
    const first = services[0]!.deploy(world.projectId);
    await until(() => deployer.gates.length === 1);
    // Its id was made before p9's, but its promotion commits after the first deploy read the pages.
    await publish('p1');
    const second = services[1]!.deploy(world.projectId);
    await until(() => leases.refusals >= 1);
    deployer.gates.shift()!();
    await first;
    expect((await publishes.find(world.projectId, 'p9'))!.deployed_at).to.not.equal(null);
    expect((await publishes.find(world.projectId, 'p1'))!.deployed_at).to.equal(null);
    await until(() => deployer.gates.length === 1);
    deployer.gates.shift()!();
    await second;
    expect(deployer.deploys).to.have.length(2);
    expect(await publishes.undeployedProjects()).to.deep.equal([]);
  });

  it('takes over the lease of a deploy that died once the lease ends, not before', async () => {
    const { world, service, deployer, leases, publish } = deployment(new GatedDeployer());
    await publish();
    const ends = new Date(world.clock.now().getTime() + LEASE_MS).toISOString();
    leases.leases.set(world.projectId, { holder: 'a deploy whose process died', until: ends });
    const deploying = service.deploy(world.projectId);
    await until(() => leases.refusals >= 2);
    expect(deployer.gates).to.have.length(0);
    world.clock.advance(LEASE_MS);
    await until(() => deployer.gates.length === 1);
    deployer.gates.shift()!();
    await deploying;
    expect(deployer.deploys).to.have.length(1);
  });

  it('stops a deploy whose lease could not be extended in time: nothing marked deployed, the lease given up', async () => {
    const { world, service, deployer, publishes, leases, publish } = deployment(new GatedDeployer());
    await publish();
    const deploying = service.deploy(world.projectId);
    await until(() => deployer.gates.length === 1);
    world.clock.advance(LEASE_MS);
    deployer.gates.shift()!();
    let error: unknown = null;
    await deploying.catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal(`The deploy lease of project ${world.projectId} could not be extended: this deploy stops`);
    expect(deployer.deploys).to.have.length(0);
    expect((await publishes.find(world.projectId, 'p1'))!.deployed_at).to.equal(null);
    expect(leases.leases.size).to.equal(0);
  });

  it('stops a deploy whose lease another deploy took over, at its next extension', async function () {
    this.timeout(30_000);
    const { world, service, deployer, leases, publish } = deployment(new GatedDeployer());
    await publish();
    const deploying = service.deploy(world.projectId);
    await until(() => deployer.gates.length === 1);
    leases.leases.set(world.projectId, { holder: 'another deploy', until: '2099-01-01T00:00:00.000Z' });
    // The extension (every 2 s) finds the lease held by another.
    const refused = leases.refusals;
    await until(() => leases.refusals > refused);
    deployer.gates.shift()!();
    let error: unknown = null;
    await deploying.catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal(`The deploy lease of project ${world.projectId} was taken over: this deploy stops`);
    expect(deployer.deploys).to.have.length(0);
    expect(leases.leases.get(world.projectId)!.holder).to.equal('another deploy');
  });

  it('waits for another deploy for a bounded time only', async () => {
    const { world, service, leases } = deployment(new GatedDeployer());
    leases.leases.set(world.projectId, { holder: 'a stuck deploy that keeps its lease', until: '2099-01-01T00:00:00.000Z' });
    const deploying = service.deploy(world.projectId);
    await until(() => leases.refusals >= 1);
    world.clock.advance(MAX_WAIT_MS + 1);
    let error: unknown = null;
    await deploying.catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal(`Another deploy of project ${world.projectId} held its lease for over 300 s`);
  });

  it('deploys nothing for a project that is gone', async () => {
    const plain = new FakeSiteDeployer();
    const { world, service } = deployment(plain);
    world.projectStore.projects.delete(world.projectId);
    await service.deploy(world.projectId);
    expect(plain.deploys).to.have.length(0);
  });

  it('catches up on publishes no deploy has shown, and reports failures', async () => {
    const plain = new FakeSiteDeployer();
    const { world, service, publishes, publish } = deployment(plain);
    await publish();
    plain.failWith = new Error('disk full');
    expect((await service.catchUp()).map((f) => f.projectId)).to.deep.equal([world.projectId]);
    plain.failWith = null;
    expect(await service.catchUp()).to.deep.equal([]);
    expect(plain.deploys.map((d) => d.projectId)).to.deep.equal([world.projectId]);
    expect(await publishes.undeployedProjects()).to.deep.equal([]);
    expect(await service.catchUp()).to.deep.equal([]);
    expect(plain.deploys).to.have.length(1);
  });

  it('deploys again at start-up a site whose live release is broken, though every publish is shown', async () => {
    const plain = new FakeSiteDeployer();
    const { world, service, publishes, publish } = deployment(plain);
    await publish();
    await service.deploy(world.projectId);
    expect(await publishes.undeployedProjects()).to.deep.equal([]);
    await service.deploy(world.projectId);
    expect(plain.deploys).to.have.length(1);
    plain.broken = [world.projectId];
    expect(await service.catchUp()).to.deep.equal([]);
    expect(plain.deploys).to.have.length(2);
    expect(await plain.brokenSites()).to.deep.equal([]);
  });
});

/** The service's own host and the sites domain, which the names these tests use are not. */
const NO_RESERVED_NAMES = { serviceHosts: ['svc.example'], sitesDomain: 'sites.example' };

describe('Custom domains (use-case level)', () => {
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
    const lookup = new DomainLookup(domains, world.clock, NO_RESERVED_NAMES);
    const verify = new VerifyDomain(new ProjectAccess(world.projects, world.clock), domains, verifier, lookup, world.clock, NO_RESERVED_NAMES);
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
    const lookup = new DomainLookup(counted, world.clock, NO_RESERVED_NAMES);
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
