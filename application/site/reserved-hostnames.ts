import type { ReservedHostnames as Reserved } from '../../domain/site/reserved-hostnames.js';

/**
 * The host names no custom domain may take (the service's own and every name under one,
 * SITES_DOMAIN and every name under it), from the configuration: checked with `reservedHostnameProblem`
 * (domain/site/reserved-hostnames.ts), the one place that decides it.
 */
export type ReservedHostnames = Reserved;
export const ReservedHostnames = Symbol.for('ReservedHostnames');
