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
