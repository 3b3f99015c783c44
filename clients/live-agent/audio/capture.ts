/** The microphone, as 16 kHz PCM16 pieces (see capture-worklet.ts). */
export interface Capture {
  /** A muted microphone sends nothing (and its track is disabled, so the browser shows it off). */
  setMuted(muted: boolean): void;
  stop(): void;
}

class MicrophoneUnavailable extends Error {}

/**
 * Opens the microphone (the browser asks the person) and calls `onPiece` with each 100 ms of
 * PCM16 at 16 kHz. The worklet is loaded from this script's own folder on the service (never a
 * `blob:` URL: the page's Content-Security-Policy stays strict).
 */
export async function startCapture(onPiece: (pcm: Uint8Array) => void): Promise<Capture> {
  if (navigator.mediaDevices?.getUserMedia === undefined) throw new MicrophoneUnavailable('no microphone API');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true } });
  } catch (error) {
    throw new MicrophoneUnavailable(error instanceof Error ? error.name : 'refused');
  }
  const context = new AudioContext();
  try {
    await context.audioWorklet.addModule(new URL(__LIVE_AGENT_CAPTURE_WORKLET__, import.meta.url).href);
    const source = context.createMediaStreamSource(stream);
    const node = new AudioWorkletNode(context, 'pcm16-capture', { numberOfInputs: 1, numberOfOutputs: 1, outputChannelCount: [1] });
    let muted = false;
    node.port.onmessage = (event: MessageEvent<ArrayBuffer>) => {
      if (!muted) onPiece(new Uint8Array(event.data));
    };
    // Connected through silence to the output, so that every browser keeps the worklet running.
    const silence = context.createGain();
    silence.gain.value = 0;
    source.connect(node).connect(silence).connect(context.destination);
    await context.resume();
    return {
      setMuted(value) {
        muted = value;
        for (const track of stream.getAudioTracks()) track.enabled = !value;
      },
      stop() {
        node.port.onmessage = null;
        for (const track of stream.getTracks()) track.stop();
        void context.close();
      },
    };
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    void context.close();
    throw error;
  }
}
