import type { PlanTable } from '../../domain/projects/plan.js';

/** The slice of configuration that business rules need (decoded from the environment). */
export interface ServiceSettings {
  readonly trialDays: number;
  readonly plans: PlanTable;
  /** This service's external address (PUBLIC_BASE_URL): its origin, the MCP resource. */
  readonly publicBaseUrl: string;
}
export const ServiceSettings = Symbol.for('ServiceSettings');
