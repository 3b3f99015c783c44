import { ContainerModule } from 'inversify';
import { GuardedFetch } from '../../application/shared/guarded-fetch.js';
import type { Config } from '../config.js';
import { NodeGuardedFetch } from '../../infrastructure/http/guarded-fetch.js';

/**
 * A guarded fetch for URLs chosen outside the service. `allowPrivate` opens private networks
 * and every port (development and tests, whose servers listen on loopback). Features with
 * their own allowance (webhooks: `ALLOW_PRIVATE_WEBHOOKS`) build theirs with this.
 */
export const guardedFetchFor = (config: Config, allowPrivate: boolean): GuardedFetch =>
  new NodeGuardedFetch({
    allowPrivateNetworks: allowPrivate,
    allowedPorts: allowPrivate ? 'any' : [80, 443],
    userAgent: `content-service (+${config.publicBaseUrl})`,
  });

/** The shared `GuardedFetch`, private networks allowed only with `ALLOW_PRIVATE_FETCH=true`. */
export const outgoingHttpModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(GuardedFetch).toConstantValue(guardedFetchFor(config, config.ALLOW_PRIVATE_FETCH));
  });
