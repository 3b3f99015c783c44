import { ContainerModule } from 'inversify';
import { AgentFrame } from '../../application/live/agent-frame.js';
import { ExecuteTool } from '../../application/live/execute-tool.js';
import { LiveAccess } from '../../application/live/live-access.js';
import { LiveSessionLedger, VisitorRepository, VoiceTokenIssuer, VoiceTokenRedeemer } from '../../application/live/ports.js';
import { PublicLiveSettings, PublicSessions } from '../../application/live/public-sessions.js';
import { PublicToolAllowance, PublicToolCalls } from '../../application/live/public-tool-calls.js';
import { StartLiveSession } from '../../application/live/start-live-session.js';
import { Clock } from '../../application/shared/ports.js';
import type { ToolAllowance } from '../../domain/live/tool-allowance.js';
import type { Config } from '../config.js';
import type { SharedKeys } from '../shared-keys.js';
import { createLogger } from '../logger.js';
import { MongoLiveSessionLedger } from '../../infrastructure/mongo/live/live-session-ledger.js';
import { SqliteLiveSessionLedger } from '../../infrastructure/sqlite/live/live-session-ledger.js';
import { MongoVisitorRepository } from '../../infrastructure/mongo/live/visitor-repository.js';
import { SqliteVisitorRepository } from '../../infrastructure/sqlite/live/visitor-repository.js';
import { byStorage, type Storage } from '../storage.js';
import { GeminiVoiceTokenIssuer } from '../../infrastructure/voice/gemini-voice-token-issuer.js';
import { LocalVoiceTokens } from '../../infrastructure/voice/local-voice-tokens.js';
import { localVoiceConnection } from '../../adapters/live-voice/address.js';
import { ScriptedVoiceAgent } from '../../adapters/live-voice/scripted-voice-agent.js';
import { VoiceAgent } from '../../application/live/voice-agent.js';
import { GeminiLiveAgent } from '../../infrastructure/voice/gemini-live-agent.js';
import { bindUseCases } from './bind-use-cases.js';

/**
 * Live voice: the session ledger, the public's visitors, budget and tool-call allowance, the voice token provider
 * chosen by `VOICE_PROVIDER`, and the session and tool-dispatch use cases. The tools themselves are bound under `LiveTool` by
 * their own modules.
 */
export const liveModule = (config: Config, storage: Storage, keys: SharedKeys) =>
  new ContainerModule(({ bind }) => {
    const logger = createLogger(config.LOG_LEVEL).child({ component: 'live' });
    bind(LiveSessionLedger).toConstantValue(
      byStorage<LiveSessionLedger>(storage, { sqlite: (db) => new SqliteLiveSessionLedger(db), mongo: (db, client) => new MongoLiveSessionLedger(db, client) }),
    );
    bind(VisitorRepository).toConstantValue(
      byStorage<VisitorRepository>(storage, { sqlite: (db) => new SqliteVisitorRepository(db), mongo: (db) => new MongoVisitorRepository(db) }),
    );
    bind(PublicLiveSettings).toConstantValue({ sessionsPerAddress: config.LIVE_PUBLIC_ADDRESS_LIMIT } satisfies PublicLiveSettings);
    bind(PublicToolAllowance).toConstantValue({
      perSession: config.LIVE_PUBLIC_TOOL_CALLS,
      writesPerSession: config.LIVE_PUBLIC_TOOL_WRITES,
      perMinute: config.LIVE_PUBLIC_TOOL_RATE,
    } satisfies ToolAllowance);
    // Built on first use, so the provider not chosen costs nothing (no key file, no client).
    if (config.VOICE_PROVIDER === 'gemini') {
      const gemini = { apiKey: config.GEMINI_API_KEY ?? '', baseUrl: config.GEMINI_BASE_URL, model: config.GEMINI_LIVE_MODEL, logger };
      bind(VoiceTokenIssuer).toDynamicValue(() => new GeminiVoiceTokenIssuer(gemini));
      // A phone call's voice agent: the service talks with the Live API itself.
      bind(VoiceAgent).toDynamicValue(() => new GeminiLiveAgent(gemini));
    } else {
      // One instance mints the tokens and, at the embedded voice endpoint, redeems them.
      bind(LocalVoiceTokens).toDynamicValue(
        (context) => new LocalVoiceTokens(keys.voice(), context.get(LiveSessionLedger), context.get(Clock), localVoiceConnection(config.publicBaseUrl)),
      );
      bind(VoiceTokenIssuer).toService(LocalVoiceTokens);
      bind(VoiceTokenRedeemer).toService(LocalVoiceTokens);
      bind(VoiceAgent).toConstantValue(new ScriptedVoiceAgent());
    }
    bindUseCases(bind, [LiveAccess, PublicSessions, PublicToolCalls, StartLiveSession, ExecuteTool, AgentFrame]);
  });
