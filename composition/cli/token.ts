import * as E from 'fp-ts/lib/Either.js';
import { parseArgs } from 'node:util';
import { mintDevToken } from '../../infrastructure/auth/dev-issuer.js';
import { loadConfig, usesDevIssuer } from '../config.js';

/**
 * `npm run token -- --sub <user-id> [--email <email>] [--ttl <seconds>]`: prints an ID token
 * signed by the development issuer of this DATA_DIR, which the server accepts when no AUTH_*
 * variable is set.
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
  process.stdout.write(`${await mintDevToken(config.right.DATA_DIR, { sub: values.sub, email: values.email ?? null, ttlSeconds: ttl })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
