/** What scenarios get to prepare their data through the real API before the load starts. */
export interface BenchContext {
  readonly baseUrl: string;
  /** The bare Koa baseline, for a scenario that gives it the bytes it should answer (`PUT /bytes/<name>`). */
  readonly baselineUrl: string;
  readonly dataDir: string;
  /** The server process, for a timing that reads its CPU time (harness.ts `cpuMs`). */
  readonly serverPid: number;
  /** A dev-issuer token for the user who owns the bench projects (admin, provisioned). */
  readonly ownerToken: string;
  mintToken(sub: string): Promise<string>;
  auth(token: string, extra?: Record<string, string>): Record<string, string>;
  createProject(token: string, name: string): Promise<string>;
  /** A JSON request through the real API; throws unless the status is 2xx. */
  call(method: string, path: string, token: string, body?: unknown, headers?: Record<string, string>): Promise<any>;
}
