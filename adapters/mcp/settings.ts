/** What the MCP endpoint reads from the configuration. */
export interface McpSettings {
  /** How often open subscriptions look at what they watch (MCP_SUBSCRIPTION_POLL_MS). */
  readonly subscriptionPollMs: number;
  /** Where a subscription's failed look is logged (the watch goes on at the next look). */
  readonly reportWatchFailure: (cause: unknown) => void;
}
export const McpSettings = Symbol.for('McpSettings');
