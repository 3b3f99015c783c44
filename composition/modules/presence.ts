import { ContainerModule } from 'inversify';
import { EditAnnouncements } from '../../application/presence/edit-announcements.js';
import { EditHub } from '../../application/presence/edit-hub.js';
import { EditSessions } from '../../application/presence/ports.js';
import { TakeOverDraft } from '../../application/presence/take-over-draft.js';
import { WatchDraft } from '../../application/presence/watch-draft.js';
import { MongoEditSessions } from '../../infrastructure/mongo/presence/edit-sessions.js';
import { SqliteEditSessions } from '../../infrastructure/sqlite/presence/edit-sessions.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** Edit Mode's presence: who has a draft open and what happens to it, through the store (every instance sees every other's). */
export const presenceModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(EditSessions).toConstantValue(
      byStorage<EditSessions>(storage, { sqlite: (db) => new SqliteEditSessions(db), mongo: (db, client) => new MongoEditSessions(db, client) }),
    );
    bind(EditAnnouncements).toSelf();
    bind(EditHub).toSelf();
    bindUseCases(bind, [WatchDraft, TakeOverDraft]);
  });
