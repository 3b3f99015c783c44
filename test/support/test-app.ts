import * as E from 'fp-ts/lib/Either.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import { Clock } from '../../application/shared/ports.js';
import type { Config } from '../../composition/config.js';
import type { RunningServer } from '../../composition/server.js';
import { expectDescribed } from './api-description.js';
import { FakeClock } from './fake-clock.js';
import { identityIn, serverUnderTest, type Identifier } from './server-under-test.js';
import { TEST_AUDIENCE, TEST_ISSUER, TestIssuer, type TokenOptions } from './tokens.js';

export interface ApiResponse<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface RequestOptions {
  /** A user id (a token is minted for it) or a raw token string via `token`. */
  readonly as?: string;
  readonly token?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** A port or class of the running app replaced by a test's value (a fake, a stand-in). */
export interface Override {
  readonly token: Identifier;
  readonly value: unknown;
}

/**
 * The real application on an ephemeral port: real SQLite in a temp directory, real ES256
 * tokens checked by jose against a JWKS file, and a clock the test controls. The TypeScript
 * sources, or with `TEST_SERVER=bundle` the built server bundle (see server-under-test.ts).
 */
export class TestApp {
  private constructor(
    private readonly server: Awaited<ReturnType<typeof serverUnderTest>>,
    readonly running: RunningServer,
    readonly issuer: TestIssuer,
    readonly clock: FakeClock,
    readonly dataDir: string,
    readonly config: Config,
  ) {}

  static async start(
    options: {
      env?: Record<string, string>;
      overrides?: readonly Override[];
      clock?: FakeClock;
      issuer?: TestIssuer;
      logger?: Logger;
      /** Start on an existing data directory (an earlier app's, stopped with `keepData`, or a store an older version left); removed by stop(). */
      dataDir?: string;
      /** The TypeScript sources even with TEST_SERVER=bundle: for a test of the composition's own parts. */
      sources?: boolean;
    } = {},
  ): Promise<TestApp> {
    const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'content-service-test-'));
    const issuer = options.issuer ?? (await TestIssuer.create());
    const jwksFile = join(dataDir, 'jwks.json');
    writeFileSync(jwksFile, JSON.stringify(issuer.jwks));
    const server = await serverUnderTest(options.sources === true);
    const config = server.loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      AUTH_JWKS_FILE: jwksFile,
      AUTH_ISSUER: TEST_ISSUER,
      AUTH_AUDIENCE: TEST_AUDIENCE,
      AUTH_FAILURE_LIMIT: '100000',
      LOG_LEVEL: 'silent',
      // TEST_FILE_STORAGE=store runs a suite with deployed sites in the store rather than under DATA_DIR.
      ...(process.env.TEST_FILE_STORAGE !== undefined && { FILE_STORAGE: process.env.TEST_FILE_STORAGE }),
      ...options.env,
    });
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    const clock = options.clock ?? new FakeClock();
    const overrides = [{ token: Clock, value: clock }, ...(options.overrides ?? [])];
    const running = await server.startServer(config.right, {
      overrides: overrides.map(({ token, value }) => ({ token: identityIn(server, token), value })),
      logger: options.logger ?? pino({ level: 'silent' }),
    });
    return new TestApp(server, running, issuer, clock, dataDir, config.right);
  }

  get url(): string {
    return this.running.url;
  }

  /** What the app's container holds for a port's token or a class (the bundle's copy of it under TEST_SERVER=bundle). */
  get<T>(token: symbol | (abstract new (...args: any[]) => T)): T {
    return this.running.composition.container.get<T>(identityIn(this.server, token));
  }

  /** Replaces what the app's container holds for `token` (a broken store, a slow use case) from now on. */
  rebind(token: Identifier, value: unknown): void {
    this.running.composition.container.rebind(identityIn(this.server, token)).toConstantValue(value);
  }

  /** A valid token for `sub`, issued at the test clock's now. */
  token(sub: string, options: TokenOptions = {}): Promise<string> {
    return this.issuer.token({ sub, iat: this.clock.now(), ...options });
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token ?? (options.as !== undefined ? await this.token(options.as) : undefined);
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.url}${path}`, { method, headers, body });
    const text = await response.text();
    // Every answer a test sees must be one the API description (GET /openapi.json) documents.
    expectDescribed({ method, path: new URL(path, this.url).pathname, status: response.status, headers: response.headers, text });
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: tests assert on that themselves.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** Creates a project as `owner` and returns its id. */
  async createProject(owner: string, body: Record<string, unknown> = { name: 'Test project' }): Promise<string> {
    const response = await this.request('POST', '/api/projects', { as: owner, body });
    if (response.status !== 201) throw new Error(`createProject: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.id as string;
  }

  /** Adds `userId` to the project with `role`, acting as `by` (an admin). */
  async addMember(projectId: string, by: string, userId: string, role: string, provisioned = false): Promise<void> {
    const response = await this.request('POST', `/api/projects/${projectId}/members`, {
      as: by,
      body: { user_id: userId, role, provisioned },
    });
    if (response.status !== 201) throw new Error(`addMember: ${response.status} ${JSON.stringify(response.body)}`);
  }

  /** Stops the server; its data directory goes too, unless kept for a restart. */
  async stop(options: { keepData?: boolean } = {}): Promise<void> {
    await this.running.close(1000);
    if (options.keepData !== true) rmSync(this.dataDir, { recursive: true, force: true });
  }
}
