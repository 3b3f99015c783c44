import type { PlanTable } from '../../domain/projects/plan.js';

/** The slice of configuration that business rules need (decoded from the environment). */
export interface ServiceSettings {
  readonly trialDays: number;
  readonly plans: PlanTable;
}
export const ServiceSettings = Symbol.for('ServiceSettings');
