import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../../composition/config.js';
import { fileStorageOf } from '../../../composition/data-folders.js';
import { ROOT } from '../../support/processes.js';

interface Service {
  readonly image?: string;
  readonly build?: string;
  readonly command?: string[];
  readonly environment?: Record<string, string>;
  readonly volumes?: string[];
  readonly ports?: string[];
  readonly depends_on?: Record<string, { condition: string }>;
  readonly stop_grace_period?: string;
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
/** `${NAME:-default}` as compose reads it with NAME unset (the demonstration defaults). */
const interpolated = (text: string) => text.replace(/\$\{(\w+):-([^}]*)\}/g, (_all, _name: string, fallback: string) => fallback);
const compose = parse(interpolated(read('compose.yaml')), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const { services } = compose;
const apps = ['app1', 'app2'];
const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1]);

/**
 * compose.yaml as a whole: CI validates its syntax with `docker-compose config`; this reads
 * its parts against each other and against the service's configuration. No engine runs here.
 */
describe('compose.yaml: a replica set and two instances behind a proxy', () => {
  it('runs three MongoDB members of one replica set, initiated once by a container that then exits', () => {
    const members = ['mongo1', 'mongo2', 'mongo3'];
    for (const name of members) expect(services[name]!.command).to.deep.equal(['mongod', '--replSet', 'rs0', '--bind_ip_all']);
    const init = services['mongo-init']!;
    expect(init.depends_on).to.deep.equal(Object.fromEntries(members.map((name) => [name, { condition: 'service_healthy' }])));
    const [mounted, inside] = init.volumes![0]!.split(':') as [string, string];
    expect(init.command).to.include(inside);
    const script = read(mounted);
    expect([...script.matchAll(/host: '([\w:]+)'/g)].map((m) => m[1])).to.deep.equal(members.map((name) => `${name}:27017`));
    expect(script).to.include("rs.initiate({ _id: 'rs0', members })");
  });

  it('starts two identical instances on that replica set once it is initiated, with a configuration the service accepts', () => {
    const [first, second] = apps.map((name) => services[name]!);
    expect(first).to.deep.equal(second);
    expect(first!.build).to.equal('.');
    expect(first!.depends_on).to.deep.equal({ 'mongo-init': { condition: 'service_completed_successfully' } });
    const env = first!.environment!;
    const config = loadConfig(env);
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    // Every member as a seed (WHATWG URLs take one host only).
    const [, hosts, query] = /^mongodb:\/\/([^/]+)\/\?(.*)$/.exec(config.right.MONGODB_URI!)!;
    expect(hosts!.split(',')).to.deep.equal(['mongo1:27017', 'mongo2:27017', 'mongo3:27017']);
    expect(new URLSearchParams(query).get('replicaSet')).to.equal('rs0');
    expect(config.right).to.include({ HOST: '0.0.0.0', TRUST_PROXY: 1, PORT: 3000 });
    expect(config.right.WEBHOOK_SECRET_KEY).to.be.a('string');
    expect(config.right.METRICS_TOKEN).to.be.a('string');
    // Drained before the engine's SIGKILL.
    expect(seconds(first!.stop_grace_period!) * 1000).to.be.greaterThan(config.right.SHUTDOWN_GRACE_MS);
    // Deployed sites, uploads in progress and shared keys in the store: any instance serves any site, resumes any upload, verifies any token.
    expect(fileStorageOf(config.right)).to.equal('store');
  });

  it('shares no volume between the instances: each keeps only caches in a DATA_DIR of its own, as on two hosts', () => {
    for (const name of apps) expect(services[name]!.volumes, name).to.equal(undefined);
    // Every named volume is one MongoDB member's, mounted by that member alone.
    const mounts = Object.entries(services).flatMap(([name, service]) => (service.volumes ?? []).map((volume) => [name, volume.split(':')[0]!] as const));
    const named = mounts.filter(([, source]) => !source.startsWith('.'));
    expect(named).to.deep.equal([
      ['mongo1', 'mongo1'],
      ['mongo2', 'mongo2'],
      ['mongo3', 'mongo3'],
    ]);
    expect(Object.keys(compose.volumes)).to.deep.equal(['mongo1', 'mongo2', 'mongo3']);
  });

  it('publishes only the proxy, whose address is PUBLIC_BASE_URL, balancing over both instances, never serving /metrics', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports !== undefined);
    expect(published.map(([name]) => name)).to.deep.equal(['proxy']);
    const proxy = services.proxy!;
    const [hostPort] = proxy.ports![0]!.split(':');
    expect(services.app1!.environment!.PUBLIC_BASE_URL).to.equal(`http://localhost:${hostPort}`);
    expect(proxy.depends_on).to.deep.equal(Object.fromEntries(apps.map((name) => [name, { condition: 'service_healthy' }])));
    const [configFile] = proxy.volumes![0]!.split(':') as [string];
    const nginx = read(configFile);
    const upstream = /upstream content_service \{([^}]*)\}/.exec(nginx)![1]!;
    const port = services.app1!.environment!.PORT;
    expect([...upstream.matchAll(/server ([\w:]+);/g)].map((m) => m[1])).to.deep.equal(apps.map((name) => `${name}:${port}`));
    expect(nginx).to.match(/location = \/metrics \{[^}]*return 404/);
    expect(nginx).to.include('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });
});
