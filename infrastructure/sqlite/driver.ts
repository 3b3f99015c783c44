import type BetterSqlite3 from 'better-sqlite3';
import { createRequire } from 'node:module';

type DriverPackage = 'better-sqlite3' | 'better-sqlite3-napi';

/**
 * The SQLite driver for the running Node line: every SQLite user (the store, the CLIs, tests)
 * opens databases through this module, never through `better-sqlite3` directly.
 *
 * - Node 22 and later: better-sqlite3 13, installed under the alias `better-sqlite3-napi` (an
 *   optional dependency). It is built on Node-API (version 10, which Node 20 lacks) and ships
 *   prebuilt binaries in its npm package, so nothing is compiled.
 * - Node 20: better-sqlite3 12, compiled at install (npm skips the optional 13 there, whose
 *   `engines` say `>=22`).
 *
 * Never 12 on Node 24 or 26: 12 wraps its objects with `node::ObjectWrap`, whose header from
 * Node 24.19 and 26.4 on registers an environment cleanup hook that the destructor removes,
 * and a statement collected outside a JavaScript context (at exit, on an idle GC, when a
 * worker ends) then aborts the process (`Assertion failed: (env) != nullptr`, nodejs/node#65446).
 *
 * This is the package whose driver runs on `nodeVersion` (`process.versions.node`).
 */
export const driverPackage = (nodeVersion: string): DriverPackage => (Number(nodeVersion.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3');

/** What loading needs of Node's `require` (a test passes one that fails). */
type Loader = Pick<NodeJS.Require, 'resolve'> & ((id: string) => unknown);

/** Resolves and loads the driver for `nodeVersion`, or throws an error that says what to install. */
export function loadDriver(nodeVersion: string, load: Loader): { readonly Database: typeof BetterSqlite3; readonly path: string } {
  const name = driverPackage(nodeVersion);
  let path: string;
  try {
    path = load.resolve(name);
  } catch {
    throw new Error(`${name} is not installed, and the SQLite store needs it on Node ${nodeVersion}.\n${howToInstall(name)}`);
  }
  try {
    return { Database: load(path) as typeof BetterSqlite3, path };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${name} did not load on Node ${nodeVersion}: ${reason}\n${howToInstall(name)}`, { cause: error });
  }
}

function howToInstall(name: DriverPackage): string {
  return name === 'better-sqlite3'
    ? 'On Node 20 the store uses better-sqlite3 12, built at install: run `npm rebuild better-sqlite3` and read its output (a C++ toolchain and Python are needed).'
    : 'On Node 22 and later the store uses better-sqlite3 13, an optional dependency named better-sqlite3-napi: install without --omit=optional (`npm ci` installs it), on Node 22.14 or later.';
}

const driver = loadDriver(process.versions.node, createRequire(import.meta.url));

/** The driver's `Database` class: `new Database(file)`. */
export const Database = driver.Database;

/** Where the driver's entry file is (a worker thread or another process loads it from there). */
export const SQLITE_DRIVER_PATH = driver.path;

export type SqliteDatabase = BetterSqlite3.Database;
