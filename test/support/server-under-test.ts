import { pathToFileURL } from 'node:url';
// Imported statically: under mocha, tsx loads the tests as CommonJS, and an `import()` of the
// sources would load a second copy of them, whose classes the tests' imports are not.
import * as Sources from '../../composition/embedded.js';
import { ROOT } from './processes.js';

/**
 * What the suites start in their own process: the TypeScript sources, or, with
 * `TEST_SERVER=bundle`, the server bundle that `npm start` runs (its `embedded.js` entry, from
 * `npm run build`), so the HTTP suites test what ships (CI runs them both ways). The harness
 * reaches into the running app's container by service identifier: a port's token is a
 * `Symbol.for`, the same in both; a class is not, so the bundle's copy of a class is found by the
 * use case's operation in the bundle's route table, or by the class's name among the bundle
 * entry's exports (composition/embedded.ts).
 */
export const TEST_SERVER = process.env.TEST_SERVER === 'bundle' ? 'bundle' : 'sources';

type Server = typeof Sources;
/** A service identifier as a test names it: a port's token or a class of the sources. */
export type Identifier = symbol | (abstract new (...args: never[]) => unknown);

let loading: Promise<Server> | undefined;

/**
 * The server module of this run: the sources, or the bundle's entry. `sources` forces the
 * sources, for a test of the composition's own parts (it builds an HTTP app from the sources
 * around the running app's container).
 */
export function serverUnderTest(sources = false): Promise<Server> {
  if (sources) return Promise.resolve(Sources);
  loading ??= TEST_SERVER === 'bundle' ? import(pathToFileURL(`${ROOT}dist/server/embedded.js`).href) : Promise.resolve(Sources);
  return loading;
}

/** The identifier that `server`'s container knows for `identifier`. */
export function identityIn(server: Server, identifier: Identifier): symbol {
  if (typeof identifier === 'symbol' || server === Sources) return identifier as symbol;
  const operation = (identifier as { operation?: unknown }).operation;
  const route = typeof operation === 'string' ? server.ROUTES.find((r) => r.kind === 'use-case' && r.useCase.operation === operation) : undefined;
  const copy = route?.kind === 'use-case' ? route.useCase : (server as unknown as Record<string, unknown>)[identifier.name];
  if (typeof copy !== 'function') throw new Error(`${identifier.name} has no copy in the server bundle to find: export it from composition/embedded.ts`);
  return copy as unknown as symbol;
}
