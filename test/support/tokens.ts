import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export const TEST_ISSUER = 'https://issuer.test';
export const TEST_AUDIENCE = 'content-service-test';

export interface TokenOptions {
  readonly sub?: string;
  readonly email?: string;
  readonly issuer?: string;
  readonly audience?: string;
  /** Issued-at; defaults to now. Tokens live `ttlSeconds` from it. */
  readonly iat?: Date;
  readonly ttlSeconds?: number;
  readonly omit?: ReadonlyArray<'exp' | 'iat' | 'sub'>;
  /** More claims (e.g. Firebase's `auth_time`), in seconds where they are times. */
  readonly claims?: Readonly<Record<string, unknown>>;
}

/** A real identity provider for tests: an ES256 key pair whose public half the server trusts. */
export class TestIssuer {
  private constructor(
    private readonly privateKey: CryptoKey,
    readonly jwks: { keys: JWK[] },
    private readonly kid: string,
  ) {}

  static async create(alg: 'ES256' | 'RS256' = 'ES256'): Promise<TestIssuer> {
    const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
    const kid = `test-${Math.random().toString(36).slice(2)}`;
    const jwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
    return new TestIssuer(privateKey, { keys: [jwk] }, kid);
  }

  async token(options: TokenOptions = {}): Promise<string> {
    const iat = Math.floor((options.iat ?? new Date()).getTime() / 1000);
    const claims: Record<string, unknown> = { ...options.claims };
    if (options.email !== undefined) claims.email = options.email;
    if (!options.omit?.includes('sub')) claims.sub = options.sub ?? 'user-1';
    if (!options.omit?.includes('iat')) claims.iat = iat;
    if (!options.omit?.includes('exp')) claims.exp = iat + (options.ttlSeconds ?? 3600);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: this.jwks.keys[0]!.alg as string, kid: this.kid })
      .setIssuer(options.issuer ?? TEST_ISSUER)
      .setAudience(options.audience ?? TEST_AUDIENCE)
      .sign(this.privateKey);
  }
}
