import { requestJson } from './http.js';
import { SignInError } from './types.js';

/** What Firebase Auth's web client is configured with (all public). */
export interface FirebaseSettings {
  readonly apiKey: string;
  readonly authDomain: string | null;
  readonly projectId: string | null;
  /** An emulator (or a test's stand-in) to talk to instead of Google's servers. */
  readonly emulatorUrl: string | null;
}

/** How this service signs people in to its pages (`GET /auth/config`). */
export type SignInConfig =
  { readonly provider: 'dev' } | { readonly provider: 'firebase'; readonly firebase: FirebaseSettings } | { readonly provider: 'none' };

const UNREADABLE = 'The service did not say how to sign in. Reload the page to try again.';

export async function fetchSignInConfig(origin: string): Promise<SignInConfig> {
  const answer = await requestJson(`${origin}/auth/config`);
  if (answer.status !== 200) throw new SignInError(UNREADABLE);
  return decode(answer.body);
}

function decode(body: unknown): SignInConfig {
  const config = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (config.provider === 'dev' || config.provider === 'none') return { provider: config.provider };
  const firebase = (typeof config.firebase === 'object' && config.firebase !== null ? config.firebase : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const apiKey = text(firebase.api_key);
  if (config.provider !== 'firebase' || apiKey === null) throw new SignInError(UNREADABLE);
  return {
    provider: 'firebase',
    firebase: { apiKey, authDomain: text(firebase.auth_domain), projectId: text(firebase.project_id), emulatorUrl: text(firebase.emulator_url) },
  };
}
