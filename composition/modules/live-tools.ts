import { ContainerModule } from 'inversify';
import { LiveTool } from '../../application/live/live-tool.js';
import { AnswerTool } from '../../application/live/tools/answer.js';
import { AskTool } from '../../application/live/tools/ask.js';
import { UpdateProfileTool } from '../../application/live/tools/update-profile.js';
import { ProfileRepository } from '../../application/profile/ports.js';
import { UpdateProfile } from '../../application/profile/update-profile.js';
import { TranslationStore } from '../../application/translation/ports.js';
import { ResolveCardLabels } from '../../application/translation/resolve-card-labels.js';
import { MongoProfileRepository } from '../../infrastructure/mongo/profile/profile-repository.js';
import { MongoTranslationStore } from '../../infrastructure/mongo/translation/translation-store.js';
import { SqliteProfileRepository } from '../../infrastructure/sqlite/profile/profile-repository.js';
import { SqliteTranslationStore } from '../../infrastructure/sqlite/translation/translation-store.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/**
 * The standard live tools `update_profile`, `ask` and `answer`, and the profile and label stores
 * (the label translator is the translation engine's). `ask` and `answer` work on the
 * pages feature's ports (bound by the pages module).
 */
export const liveToolsModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(ProfileRepository).toConstantValue(
      byStorage<ProfileRepository>(storage, { sqlite: (db) => new SqliteProfileRepository(db), mongo: (db) => new MongoProfileRepository(db) }),
    );
    bind(TranslationStore).toConstantValue(
      byStorage<TranslationStore>(storage, { sqlite: (db) => new SqliteTranslationStore(db), mongo: (db) => new MongoTranslationStore(db) }),
    );
    bindUseCases(bind, [UpdateProfile, ResolveCardLabels]);
    bind(LiveTool).to(UpdateProfileTool);
    bind(LiveTool).to(AskTool);
    bind(LiveTool).to(AnswerTool);
  });
