import * as t from 'io-ts';
import { Integer, nullable, Timestamp } from '../response-codecs.js';

/** Which identity provider a page's sign-in component drives, with its public settings. */
export const SignInConfig = t.union(
  [
    t.type({ provider: t.literal('dev') }),
    t.type({
      provider: t.literal('firebase'),
      firebase: t.type({ api_key: t.string, auth_domain: nullable(t.string), project_id: nullable(t.string), emulator_url: nullable(t.string) }),
    }),
    t.type({
      provider: t.literal('oidc'),
      oidc: t.type({
        issuer: t.string,
        client_id: t.string,
        /** Space-separated, `openid` among them. */
        scopes: t.string,
        /** The sign-in button's words. */
        label: t.string,
        authorization_endpoint: t.string,
        token_endpoint: t.string,
      }),
    }),
    t.type({ provider: t.literal('none') }),
  ],
  'SignInConfig',
);

/** An ID token of the development issuer, for the user named. */
export const DevSignInResult = t.type(
  {
    id_token: t.string,
    token_type: t.literal('Bearer'),
    /** Seconds the token is accepted for, from now. */
    expires_in: Integer,
    expires_at: Timestamp,
    user_id: t.string,
    email: nullable(t.string),
  },
  'DevSignInResult',
);
