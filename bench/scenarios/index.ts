import type { BenchContext } from '../context.js';
import type { Scenario } from '../harness.js';
import { draftScenarios } from './drafts.js';
import { foundationScenarios } from './foundation.js';
import { liveSessionScenarios } from './live-session.js';
import { liveToolsScenarios } from './live-tools.js';
import { mediaScenarios } from './media.js';

/** Every feature's scenarios, measured in this order after the baseline. */
export const BENCH_SCENARIOS: ReadonlyArray<(ctx: BenchContext) => Promise<Scenario[]>> = [
  foundationScenarios,
  draftScenarios,
  liveSessionScenarios,
  liveToolsScenarios,
  mediaScenarios,
];
