import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import type { InstanceKeyName, InstanceKeyStore } from '../application/shared/instance-keys.js';
import { devIssuerKeyFile, devIssuerKeysOf, ensureDevIssuerKeys, freshDevIssuerKey, type DevIssuerKeys } from '../infrastructure/auth/dev-issuer.js';
import { MongoInstanceKeyStore } from '../infrastructure/mongo/shared/instance-key-store.js';
import { SqliteInstanceKeyStore } from '../infrastructure/sqlite/shared/instance-key-store.js';
import { ensureLocalVoiceKey, freshVoiceKey, voiceKeyFile, voiceKeyOf } from '../infrastructure/voice/local-voice-tokens.js';
import { ensureSealingKey, freshSealingKey, parseSealingKey, sealingKeyFile } from '../infrastructure/webhooks/node-webhook-secrets.js';
import { usesDevIssuer, type Config } from './config.js';
import { fileStorageOf } from './data-folders.js';
import { byStorage, type Storage } from './storage.js';

/**
 * The keys every instance must hold alike: the dev issuer's key pair, the local voice-token key,
 * the webhook sealing key (when WEBHOOK_SECRET_KEY is unset). With FILE_STORAGE=disk, files under
 * DATA_DIR, created on first use; with FILE_STORAGE=store, rows of the store, created by whichever
 * instance comes first, so that instances with DATA_DIRs of their own sign and verify alike.
 */
export interface SharedKeys {
  readonly devIssuer: () => Promise<DevIssuerKeys>;
  readonly voice: () => Buffer;
  readonly webhookSealing: () => Buffer;
}

const instanceKeyStoreOf = (storage: Storage): InstanceKeyStore =>
  byStorage<InstanceKeyStore>(storage, { sqlite: (db) => new SqliteInstanceKeyStore(db), mongo: (db) => new MongoInstanceKeyStore(db) });

export const sharedKeysOnDisk = (dataDir: string): SharedKeys => ({
  devIssuer: () => ensureDevIssuerKeys(dataDir),
  voice: () => ensureLocalVoiceKey(dataDir),
  webhookSealing: () => ensureSealingKey(dataDir),
});

/**
 * With FILE_STORAGE=store, each key this configuration uses, read once at start (the container
 * binds them synchronously). A key FILE_STORAGE=disk left under this DATA_DIR is the candidate
 * rather than a new one: switching to the store keeps tokens valid and sealed secrets open.
 */
export async function sharedKeysOf(config: Config, storage: Storage, logger?: Logger): Promise<SharedKeys> {
  if (fileStorageOf(config) === 'disk') return sharedKeysOnDisk(config.DATA_DIR);
  const store = instanceKeyStoreOf(storage);
  const ensure = async (name: InstanceKeyName, file: string, fresh: () => string | Promise<string>): Promise<string> => {
    const onDisk = keptOnDisk(file);
    const outcome = await store.ensure(name, onDisk ?? (await fresh()));
    // The key's name only: its value is secret.
    if (outcome.kind === 'created') logger?.info({ key: name, from: onDisk === null ? 'new' : 'DATA_DIR' }, 'shared key stored');
    return outcome.value;
  };
  const dataDir = config.DATA_DIR;
  const [issuer, voice, sealing] = await Promise.all([
    usesDevIssuer(config) ? ensure('dev-issuer', devIssuerKeyFile(dataDir), freshDevIssuerKey).then(devIssuerKeysOf) : null,
    config.VOICE_PROVIDER === 'gemini'
      ? null
      : ensure('voice-token', voiceKeyFile(dataDir), freshVoiceKey).then((text) => voiceKeyOf(text, 'voice-token in the store')),
    config.WEBHOOK_SECRET_KEY === null ? ensure('webhook-sealing', sealingKeyFile(dataDir), freshSealingKey).then(sealingKeyOf) : null,
  ]);
  return {
    devIssuer: async () => loaded(issuer, 'dev-issuer'),
    voice: () => loaded(voice, 'voice-token'),
    webhookSealing: () => loaded(sealing, 'webhook-sealing'),
  };
}

/** The dev issuer's key pair in the store (for `npm run token`), stored there (DATA_DIR's, or a new one) if no instance has yet. */
export async function storedDevIssuerKeys(storage: Storage, dataDir: string): Promise<DevIssuerKeys> {
  const candidate = keptOnDisk(devIssuerKeyFile(dataDir)) ?? (await freshDevIssuerKey());
  return devIssuerKeysOf((await instanceKeyStoreOf(storage).ensure('dev-issuer', candidate)).value);
}

/** The text of a key file FILE_STORAGE=disk wrote, or null when there is none. */
function keptOnDisk(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function sealingKeyOf(text: string): Buffer {
  const key = parseSealingKey(text);
  if (key === null) throw new Error('webhook-sealing key in the store is not 32 bytes of base64url');
  return key;
}

function loaded<T>(key: T | null, name: InstanceKeyName): T {
  if (key === null) throw new Error(`the ${name} key is not used with this configuration`);
  return key;
}
