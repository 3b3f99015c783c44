/** A plan's limits, as configured by `PLANS_JSON`. */
export interface PlanLimits {
  readonly live_sessions_per_day: number;
  /**
   * Live sessions the public may start on a project per UTC day (access `public`: web visitors
   * and phone callers together). Optional in `PLANS_JSON`: ten times `live_sessions_per_day`.
   */
  readonly public_sessions_per_day?: number;
}

export type PlanTable = Readonly<Record<string, PlanLimits>>;

export const DEFAULT_PLANS: PlanTable = {
  trial: { live_sessions_per_day: 5, public_sessions_per_day: 20 },
  starter: { live_sessions_per_day: 25, public_sessions_per_day: 250 },
  pro: { live_sessions_per_day: 200, public_sessions_per_day: 2000 },
};

export const TRIAL_PLAN = 'trial';

/** A plan without `public_sessions_per_day`: this many times its members' daily limit. */
const PUBLIC_PER_MEMBER_SESSION = 10;

/**
 * A plan missing from the configured table (removed from `PLANS_JSON` after projects were moved
 * to it) falls back to the trial plan's limits, which the configuration always defines, rather
 * than refusing everyone or allowing everything.
 */
const limitsOf = (plans: PlanTable, plan: string): PlanLimits | undefined => (Object.hasOwn(plans, plan) ? plans[plan] : plans[TRIAL_PLAN]);

/** A plan's daily live-session limit per user. */
export function dailySessionLimit(plans: PlanTable, plan: string): number {
  return planLimits(plans, plan).live_sessions_per_day;
}

/** A plan's daily budget of public live sessions per project. */
export function dailyPublicSessionBudget(plans: PlanTable, plan: string): number {
  return planLimits(plans, plan).public_sessions_per_day;
}

/** A plan's limits, the trial's for a plan the table no longer has, its public budget filled in. */
export function planLimits(plans: PlanTable, plan: string): Required<PlanLimits> {
  const limits = limitsOf(plans, plan) ?? { live_sessions_per_day: 0 };
  return {
    live_sessions_per_day: limits.live_sessions_per_day,
    public_sessions_per_day: limits.public_sessions_per_day ?? limits.live_sessions_per_day * PUBLIC_PER_MEMBER_SESSION,
  };
}
