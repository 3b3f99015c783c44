import { TestApp } from '../../support/test-app.js';

/**
 * The app with no AUTH_* variable: the development issuer (its key in the app's DATA_DIR) is
 * the identity provider, as in the embedded default.
 */
export function startDevIssuerApp(env: Record<string, string> = {}): Promise<TestApp> {
  return TestApp.start({ env: { AUTH_JWKS_FILE: '', AUTH_ISSUER: '', AUTH_AUDIENCE: '', ...env } });
}
