import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { AppError } from '../../domain/shared/errors.js';
import { SignInSettings } from './sign-in-settings.js';

/** What a page's sign-in component reads first: which provider to drive, and its public settings. */
export type SignInConfig =
  | { readonly provider: 'dev' }
  | {
      readonly provider: 'firebase';
      readonly firebase: {
        readonly api_key: string;
        readonly auth_domain: string | null;
        readonly project_id: string | null;
        readonly emulator_url: string | null;
      };
    }
  | {
      readonly provider: 'oidc';
      readonly oidc: {
        readonly issuer: string;
        readonly client_id: string;
        readonly scopes: string;
        readonly label: string;
        readonly authorization_endpoint: string;
        readonly token_endpoint: string;
      };
    }
  | { readonly provider: 'none' };

/** `GET /auth/config`: public, for anyone about to sign in (it holds nothing secret). */
@injectable()
export class GetSignInConfig {
  static readonly operation = 'get_sign_in_config';

  private readonly config: SignInConfig;

  constructor(@inject(SignInSettings) settings: SignInSettings) {
    this.config = configOf(settings);
  }

  readonly execute = async (_caller: null, _input: unknown): Promise<E.Either<AppError, SignInConfig>> => E.right(this.config);
}

function configOf(settings: SignInSettings): SignInConfig {
  switch (settings.provider) {
    case 'dev':
    case 'none':
      return { provider: settings.provider };
    case 'firebase': {
      const { apiKey, authDomain, projectId, emulatorUrl } = settings.firebase;
      return { provider: 'firebase', firebase: { api_key: apiKey, auth_domain: authDomain, project_id: projectId, emulator_url: emulatorUrl } };
    }
    case 'oidc': {
      const { issuer, clientId, scopes, label, authorizationEndpoint, tokenEndpoint } = settings.oidc;
      return {
        provider: 'oidc',
        oidc: {
          issuer,
          client_id: clientId,
          scopes,
          label,
          authorization_endpoint: authorizationEndpoint,
          token_endpoint: tokenEndpoint,
        },
      };
    }
  }
}
