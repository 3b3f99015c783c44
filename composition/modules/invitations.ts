import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { AcceptInvitation } from '../../application/invitations/accept-invitation.js';
import { CreateInvitation } from '../../application/invitations/create-invitation.js';
import { ListInvitations } from '../../application/invitations/list-invitations.js';
import { InvitationStore, Mailer } from '../../application/invitations/ports.js';
import { RevokeInvitation } from '../../application/invitations/revoke-invitation.js';
import { NoMailer, SmtpMailer } from '../../infrastructure/mail/smtp-mailer.js';
import { MongoInvitationStore } from '../../infrastructure/mongo/invitations/invitation-store.js';
import { SqliteInvitationStore } from '../../infrastructure/sqlite/invitations/invitation-store.js';
import type { Config } from '../config.js';
import { createLogger } from '../logger.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/**
 * Invitations by email: their store, and the mail that carries their links (SMTP with
 * `SMTP_URL`, else none: the console shows the link). A mail that failed is logged
 * (`logger`, else one at LOG_LEVEL).
 */
export const invitationsModule = (config: Config, storage: Storage, logger?: Logger) =>
  new ContainerModule(({ bind }) => {
    bind(InvitationStore).toConstantValue(
      byStorage<InvitationStore>(storage, { sqlite: (db) => new SqliteInvitationStore(db), mongo: (db) => new MongoInvitationStore(db) }),
    );
    const log = (logger ?? createLogger(config.LOG_LEVEL)).child({ component: 'mail' });
    // MAIL_FROM is required with SMTP_URL (composition/config.ts).
    bind(Mailer).toConstantValue(config.SMTP_URL === null ? new NoMailer() : new SmtpMailer(config.SMTP_URL, config.MAIL_FROM!, log));
    bindUseCases(bind, [CreateInvitation, ListInvitations, RevokeInvitation, AcceptInvitation]);
  });
