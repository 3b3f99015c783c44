/** The capture worklet's built file name (tools/build-clients.ts defines it): it sits beside the chunk that loads it. */
declare const __LIVE_AGENT_CAPTURE_WORKLET__: string;

/** A stylesheet imported as text (`with { type: 'text' }`), for a shadow root's constructed stylesheet. */
declare module '*.css' {
  const text: string;
  export default text;
}
