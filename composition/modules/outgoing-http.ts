import { ContainerModule } from 'inversify';
import { GuardedFetch } from '../../application/shared/guarded-fetch.js';
import { usesDevIssuer, type Config } from '../config.js';
import { NodeGuardedFetch } from '../../infrastructure/http/guarded-fetch.js';

/** The variables that open private networks to the service's outgoing requests. */
type PrivateNetworksVariable = 'ALLOW_PRIVATE_FETCH' | 'ALLOW_PRIVATE_WEBHOOKS';

/**
 * What a refusal of a private address adds in development: the setting that allows it. The
 * service is in development when it signs its own tokens (no AUTH_* variable: `usesDevIssuer`,
 * a local trial); a production deployment's refusals say nothing of how to open its network.
 */
export const privateAddressHint = (config: Config, variable: PrivateNetworksVariable): string | null =>
  usesDevIssuer(config) && !config[variable] ? `In development, set ${variable}=true to allow it` : null;

/**
 * A guarded fetch for URLs chosen outside the service. `variable` (true) opens private networks
 * and every port (development and tests, whose servers listen on loopback). Features with
 * their own allowance (webhooks: `ALLOW_PRIVATE_WEBHOOKS`) build theirs with this.
 */
export const guardedFetchFor = (config: Config, variable: PrivateNetworksVariable): GuardedFetch =>
  new NodeGuardedFetch({
    allowPrivateNetworks: config[variable],
    allowedPorts: config[variable] ? 'any' : [80, 443],
    userAgent: `content-service (+${config.publicBaseUrl})`,
    refusalHint: privateAddressHint(config, variable),
  });

/** The shared `GuardedFetch`, private networks allowed only with `ALLOW_PRIVATE_FETCH=true`. */
export const outgoingHttpModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(GuardedFetch).toConstantValue(guardedFetchFor(config, 'ALLOW_PRIVATE_FETCH'));
  });
