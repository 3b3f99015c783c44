import * as E from 'fp-ts/lib/Either.js';
import { parseArgs } from 'node:util';
import { mintDevTokenWith, type DevIssuerKeys } from '../../infrastructure/auth/dev-issuer.js';
import { loadConfig, usesDevIssuer, type Config } from '../config.js';
import { fileStorageOf } from '../data-folders.js';
import { sharedKeysOnDisk, storedDevIssuerKeys } from '../shared-keys.js';
import { closeStorage, openStorage } from '../storage.js';

/**
 * `npm run token -- --sub <user-id> [--email <email>] [--ttl <seconds>]`: prints an ID token
 * signed by the development issuer of this DATA_DIR (of the store with FILE_STORAGE=store, as the
 * server reads it), which the server accepts when no AUTH_* variable is set.
 */
const USAGE = 'usage: npm run token -- --sub <user-id> [--email <email>] [--ttl <seconds>]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { sub: { type: 'string' }, email: { type: 'string' }, ttl: { type: 'string' } },
    strict: true,
  });
  if (!values.sub) throw new Error(USAGE);
  const ttl = values.ttl === undefined ? 3600 : Number(values.ttl);
  if (!Number.isInteger(ttl) || ttl <= 0) throw new Error('--ttl must be a positive number of seconds');
  const config = loadConfig(process.env);
  if (E.isLeft(config)) throw new Error(`Invalid configuration:\n  ${config.left.join('\n  ')}`);
  if (!usesDevIssuer(config.right)) {
    throw new Error('AUTH_* is configured: the server trusts your identity provider, not the development issuer');
  }
  const keys = await devIssuerKeys(config.right);
  process.stdout.write(`${await mintDevTokenWith(keys, { sub: values.sub, email: values.email ?? null, ttlSeconds: ttl })}\n`);
}

/** The key the server signs and verifies with: DATA_DIR's, or the store's with FILE_STORAGE=store. */
async function devIssuerKeys(config: Config): Promise<DevIssuerKeys> {
  if (fileStorageOf(config) === 'disk') return sharedKeysOnDisk(config.DATA_DIR).devIssuer();
  const storage = await openStorage(config);
  try {
    return await storedDevIssuerKeys(storage, config.DATA_DIR);
  } finally {
    await closeStorage(storage);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
