/** A plan's limits, as configured by `PLANS_JSON`. */
export interface PlanLimits {
  readonly live_sessions_per_day: number;
}

export type PlanTable = Readonly<Record<string, PlanLimits>>;

export const DEFAULT_PLANS: PlanTable = {
  trial: { live_sessions_per_day: 5 },
  starter: { live_sessions_per_day: 25 },
  pro: { live_sessions_per_day: 200 },
};

export const TRIAL_PLAN = 'trial';

/**
 * A plan's daily live-session limit. A plan missing from the configured table (removed from
 * `PLANS_JSON` after projects were moved to it) falls back to the trial plan's limit, which
 * the configuration always defines, rather than refusing everyone or allowing everything.
 */
export function dailySessionLimit(plans: PlanTable, plan: string): number {
  return planLimits(plans, plan).live_sessions_per_day;
}

/** A plan's limits, the trial's for a plan the table no longer has (see dailySessionLimit). */
export function planLimits(plans: PlanTable, plan: string): PlanLimits {
  return (Object.hasOwn(plans, plan) ? plans[plan] : plans[TRIAL_PLAN]) ?? { live_sessions_per_day: 0 };
}
