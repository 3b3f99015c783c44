import { ContainerModule } from 'inversify';
import { LiveTool } from '../../application/live/live-tool.js';
import { TransferToManagerTool } from '../../application/live/tools/transfer-to-manager.js';
import { AnswerHold } from '../../application/telephony/answer-hold.js';
import { AnswerIncomingCall } from '../../application/telephony/answer-incoming-call.js';
import { ListTransfers } from '../../application/telephony/list-transfers.js';
import { AgentStreams } from '../../application/telephony/agent-streams.js';
import { OpenCallerConversation } from '../../application/telephony/open-caller-conversation.js';
import { CallProgress, StreamPassStore, Telephony, TelephonySettings, TelephonyWebhooks, TransferRepository } from '../../application/telephony/ports.js';
import { callerStreamUrl } from '../../application/telephony/webhook-paths.js';
import { ReceiveTransferStatus } from '../../application/telephony/receive-transfer-status.js';
import { RecordTransferProgress } from '../../application/telephony/record-transfer-progress.js';
import { WebhookSignature } from '../../application/telephony/webhook-request.js';
import type { Config } from '../config.js';
import { createLogger } from '../logger.js';
import { MongoTransferRepository } from '../../infrastructure/mongo/telephony/transfer-repository.js';
import { SqliteTransferRepository } from '../../infrastructure/sqlite/telephony/transfer-repository.js';
import { MongoStreamPassStore } from '../../infrastructure/mongo/telephony/stream-pass-store.js';
import { SqliteStreamPassStore } from '../../infrastructure/sqlite/telephony/stream-pass-store.js';
import { byStorage, type Storage } from '../storage.js';
import { DeferredTelephony } from '../../infrastructure/telephony/deferred-telephony.js';
import { SimulatedTelephony } from '../../infrastructure/telephony/simulated-telephony.js';
import { TwilioWebhooks } from '../../infrastructure/telephony/twilio-webhooks.js';
import { bindUseCases } from './bind-use-cases.js';

/**
 * Telephony: transfers and calls, the provider chosen by `TELEPHONY_PROVIDER` (simulated by
 * default, or Twilio), the Twilio webhooks' signatures and TwiML, `transfer_to_manager`, and
 * the managers' list of transfers.
 */
export const telephonyModule = (config: Config, storage: Storage) =>
  new ContainerModule(({ bind }) => {
    const logger = createLogger(config.LOG_LEVEL).child({ component: 'telephony' });
    bind(TransferRepository).toConstantValue(
      byStorage<TransferRepository>(storage, {
        sqlite: (db) => new SqliteTransferRepository(db),
        mongo: (db, client) => new MongoTransferRepository(db, client),
      }),
    );
    bind(StreamPassStore).toConstantValue(
      byStorage<StreamPassStore>(storage, { sqlite: (db) => new SqliteStreamPassStore(db), mongo: (db) => new MongoStreamPassStore(db) }),
    );
    bind(TelephonySettings).toConstantValue({
      publicBaseUrl: config.publicBaseUrl,
      allowedCountries: config.TELEPHONY_ALLOWED_COUNTRIES,
      voiceStreamUrl: config.VOICE_STREAM_URL ?? callerStreamUrl(config.publicBaseUrl),
    } satisfies TelephonySettings);
    // The webhooks are Twilio's whichever provider places calls: no auth token, no valid request.
    bind(TelephonyWebhooks).toConstantValue(new TwilioWebhooks(config.TWILIO_AUTH_TOKEN));
    bind(Telephony).toDynamicValue((context) =>
      config.TELEPHONY_PROVIDER === 'twilio'
        ? new DeferredTelephony(async () => {
            const { TwilioTelephony } = await import('../../infrastructure/telephony/twilio-telephony.js');
            return new TwilioTelephony({
              accountSid: config.TWILIO_ACCOUNT_SID ?? '',
              authToken: config.TWILIO_AUTH_TOKEN ?? '',
              apiBaseUrl: config.TWILIO_API_BASE_URL,
            });
          })
        : new SimulatedTelephony({
            outcome: config.TELEPHONY_SIMULATED_OUTCOME,
            delayMs: config.TELEPHONY_SIMULATED_DELAY_MS,
            // Resolved when a report is due: progress depends on this telephony in turn.
            progress: () => context.get<CallProgress>(CallProgress),
            onError: (error) => logger.error({ err: error }, 'simulated call progress failed'),
          }),
    );
    bindUseCases(bind, [
      AgentStreams,
      RecordTransferProgress,
      WebhookSignature,
      AnswerIncomingCall,
      AnswerHold,
      ReceiveTransferStatus,
      ListTransfers,
      OpenCallerConversation,
    ]);
    bind(CallProgress).toService(RecordTransferProgress);
    bind(LiveTool).to(TransferToManagerTool);
  });
