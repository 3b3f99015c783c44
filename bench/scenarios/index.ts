import type { BenchContext } from '../context.js';
import type { Scenario, Timing } from '../harness.js';
import { draftScenarios } from './drafts.js';
import { editModeScenarios } from './edit-mode.js';
import { foundationScenarios } from './foundation.js';
import { headlessScenarios } from './headless.js';
import { liveSessionScenarios } from './live-session.js';
import { liveToolsScenarios } from './live-tools.js';
import { publishingTimings, siteScenarios } from './site.js';
import { mediaScenarios } from './media.js';
import { presenceTimings } from './presence.js';
import { webhookDeliveryTimings, webhookScenarios } from './webhooks.js';

/** Every feature's scenarios, measured in this order after the baseline. */
export const BENCH_SCENARIOS: ReadonlyArray<(ctx: BenchContext) => Promise<Scenario[]>> = [
  foundationScenarios,
  draftScenarios,
  editModeScenarios,
  liveSessionScenarios,
  liveToolsScenarios,
  headlessScenarios,
  siteScenarios,
  mediaScenarios,
  webhookScenarios,
];

/** One-shot timings (operations too heavy for a load test), measured once after the load scenarios. */
export const BENCH_TIMINGS: ReadonlyArray<{ readonly name: string; readonly run: (ctx: BenchContext) => Promise<Timing[]> }> = [
  { name: 'publish dry run and confirm', run: publishingTimings },
  { name: 'webhook deliveries', run: webhookDeliveryTimings },
  { name: 'presence fan-out', run: presenceTimings },
];
