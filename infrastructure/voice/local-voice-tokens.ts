import * as E from 'fp-ts/lib/Either.js';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type {
  LiveSessionLedger,
  RedeemedVoiceToken,
  VoiceConnection,
  VoiceGrant,
  VoiceTokenIssuer,
  VoiceTokenRedeemer,
  VoiceTokenRefusal,
} from '../../application/live/ports.js';
import type { Clock } from '../../application/shared/ports.js';
import { utcDay } from '../../domain/live/live-session.js';
import type { AppError } from '../../domain/shared/errors.js';

/**
 * The embedded voice token provider: an HS256 JWT signed with a key kept in `DATA_DIR` (or the store), whose
 * `jti` is the session record's id. Single use is enforced by `redeem`, which checks the
 * signature and lifetime and then marks the session used in the ledger (one conditional
 * write, so of two concurrent redemptions only one succeeds). Signing is a synchronous HMAC:
 * session start stays cheap.
 */
export const LOCAL_VOICE_ISSUER = 'content-service/live';
export const LOCAL_VOICE_AUDIENCE = 'content-service/local-voice';
const KEY_FILE = 'local-token.key';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

interface LocalVoiceClaims {
  readonly iss: string;
  readonly aud: string;
  readonly sub: string;
  readonly jti: string;
  /** The project id. */
  readonly pid: string;
  readonly voice: string;
  readonly uses: 1;
  readonly iat: number;
  readonly exp: number;
}

/** A new signing key, as the text kept (base64url of 32 random bytes): secret. */
export const freshVoiceKey = (): string => randomBytes(32).toString('base64url');

/** The signing key from the text kept; `where` names it in the error (never the key itself). */
export function voiceKeyOf(text: string, where: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64url');
  if (key.length < 32) throw new Error(`voice token key ${where} is shorter than 32 bytes`);
  return key;
}

/** Where DATA_DIR keeps the signing key (FILE_STORAGE=disk). */
export const voiceKeyFile = (dataDir: string): string => join(dataDir, 'voice', KEY_FILE);

/** Loads the signing key from DATA_DIR, creating it on first use; processes racing to create it agree on one. */
export function ensureLocalVoiceKey(dataDir: string): Buffer {
  const file = voiceKeyFile(dataDir);
  const dir = dirname(file);
  try {
    return readKey(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, freshVoiceKey(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKey(file);
}

function readKey(file: string): Buffer {
  return voiceKeyOf(readFileSync(file, 'utf8'), file);
}

export class LocalVoiceTokens implements VoiceTokenIssuer, VoiceTokenRedeemer {
  constructor(
    private readonly key: Buffer,
    private readonly ledger: LiveSessionLedger,
    private readonly clock: Clock,
    readonly connection: VoiceConnection,
  ) {}

  async issue(grant: VoiceGrant): Promise<E.Either<AppError, string>> {
    const claims: LocalVoiceClaims = {
      iss: LOCAL_VOICE_ISSUER,
      aud: LOCAL_VOICE_AUDIENCE,
      sub: grant.userId,
      jti: grant.sessionId,
      pid: grant.projectId,
      voice: grant.voice,
      uses: 1,
      iat: Math.floor(grant.issuedAt.getTime() / 1000),
      exp: Math.floor(grant.expiresAt.getTime() / 1000),
    };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return E.right(`${signingInput}.${this.sign(signingInput).toString('base64url')}`);
  }

  /**
   * What the voice endpoint does when a client connects with a token: accepts it once,
   * within its lifetime. A refused token says why (for the voice endpoint's answer and log).
   */
  async redeem(token: string): Promise<E.Either<VoiceTokenRefusal, RedeemedVoiceToken>> {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return E.left('malformed');
    const signature = Buffer.from(parts[2]!, 'base64url');
    const expected = this.sign(`${parts[0]}.${parts[1]}`);
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return E.left('bad_signature');
    let claims: LocalVoiceClaims;
    try {
      claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as LocalVoiceClaims;
    } catch {
      return E.left('malformed');
    }
    if (typeof claims !== 'object' || claims === null) return E.left('malformed');
    if (claims.iss !== LOCAL_VOICE_ISSUER || claims.aud !== LOCAL_VOICE_AUDIENCE) return E.left('wrong_audience');
    const now = this.clock.now();
    if (typeof claims.exp !== 'number' || now.getTime() >= claims.exp * 1000) return E.left('expired');
    if (
      typeof claims.jti !== 'string' ||
      typeof claims.pid !== 'string' ||
      typeof claims.sub !== 'string' ||
      typeof claims.iat !== 'number' ||
      typeof claims.voice !== 'string'
    ) {
      return E.left('malformed');
    }
    // `iat` is the issue time floored to the second, so it falls on the session's UTC day.
    const session = { id: claims.jti, project_id: claims.pid, user_id: claims.sub, day: utcDay(new Date(claims.iat * 1000)) };
    if (!(await this.ledger.redeem(session, now))) return E.left('already_used');
    return E.right({ sessionId: claims.jti, projectId: claims.pid, userId: claims.sub, voice: claims.voice, expiresAt: new Date(claims.exp * 1000) });
  }

  private sign(input: string): Buffer {
    return createHmac('sha256', this.key).update(input).digest();
  }
}
