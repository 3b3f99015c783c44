/**
 * The voices the live agent can speak with: the prebuilt voices of the Gemini Live API (the
 * voice provider's list; the local provider accepts the same names). `Puck` is the default.
 */
const LIVE_VOICES = [
  'Achernar',
  'Achird',
  'Algenib',
  'Algieba',
  'Alnilam',
  'Aoede',
  'Autonoe',
  'Callirrhoe',
  'Charon',
  'Despina',
  'Enceladus',
  'Erinome',
  'Fenrir',
  'Gacrux',
  'Iapetus',
  'Kore',
  'Laomedeia',
  'Leda',
  'Orus',
  'Puck',
  'Pulcherrima',
  'Rasalgethi',
  'Sadachbia',
  'Sadaltager',
  'Schedar',
  'Sulafat',
  'Umbriel',
  'Vindemiatrix',
  'Zephyr',
  'Zubenelgenubi',
] as const;
export type LiveVoice = (typeof LIVE_VOICES)[number];

const byLowerCase = new Map<string, LiveVoice>(LIVE_VOICES.map((voice) => [voice.toLowerCase(), voice]));

/** The voice named by `raw` in any case (`kore` → `Kore`), else undefined. */
export const matchVoice = (raw: string): LiveVoice | undefined => byLowerCase.get(raw.trim().toLowerCase());
