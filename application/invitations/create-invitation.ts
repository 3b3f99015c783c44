import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { actorLabel, type Actor } from '../../domain/identity/actor.js';
import { EmailAddress, INVITATION_SECONDS, invitationUrl, type Invitation } from '../../domain/invitations/invitation.js';
import { invitationMessage } from '../../domain/invitations/invitation-message.js';
import { checkAdminBoundary } from '../../domain/projects/membership.js';
import { Role } from '../../domain/projects/role.js';
import type { AppError } from '../../domain/shared/errors.js';
import { AccountRepository } from '../accounts/ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { ServiceSettings } from '../shared/service-settings.js';
import { InvitationStore, Mailer, type MailOutcome } from './ports.js';

export const CreateInvitationInput = t.type({ email: EmailAddress, role: Role });
export type CreateInvitationInput = t.TypeOf<typeof CreateInvitationInput>;

export interface CreatedInvitation {
  readonly id: string;
  readonly email: string;
  readonly role: Role;
  /** The link to join by; shown only here (and in the mail): its token is stored hashed. */
  readonly url: string;
  readonly expires_at: string;
  /** Whether the link went by mail: `sent`, `not_configured` (no SMTP_URL), or `failed` (the invitation stands: pass the link on). */
  readonly mail: MailOutcome['kind'];
}

/**
 * Invites someone by email address to join the project with a role: a link that works once,
 * for a week, mailed to them when the service has a mail server. A mail that could not be sent
 * loses nothing: the invitation is stored first, and its link is in the answer to pass on.
 */
@injectable()
export class CreateInvitation {
  static readonly operation = 'create_invitation';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(InvitationStore) private readonly invitations: InvitationStore,
    @inject(AccountRepository) private readonly accounts: AccountRepository,
    @inject(Mailer) private readonly mailer: Mailer,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(ServiceSettings) private readonly settings: ServiceSettings,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & CreateInvitationInput): Promise<E.Either<AppError, CreatedInvitation>> {
    const context = await this.access.require(actor, input.projectId, 'manage_members', 'write');
    if (E.isLeft(context)) return context;
    // The same rule as adding a member by id: only an admin brings in an admin.
    const boundary = checkAdminBoundary(context.right.role, input.role);
    if (E.isLeft(boundary)) return boundary;
    const now = this.clock.now();
    const token = this.secrets.random();
    const invitation: Invitation = {
      id: this.ids.next(),
      project_id: input.projectId,
      email: input.email,
      role: input.role,
      token_hash: this.secrets.hash(token),
      created_by: actorLabel(actor),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITATION_SECONDS * 1000).toISOString(),
      revoked_at: null,
      accepted_by: null,
      accepted_at: null,
    };
    await this.invitations.create(invitation);
    const url = invitationUrl(this.settings.publicBaseUrl, token);
    const inviter = actor.kind === 'user' ? ((await this.accounts.find(actor.userId))?.email ?? actor.userId) : 'A member of the project';
    const mail = await this.mailer.send(
      invitationMessage(invitation.email, { projectName: context.right.project.name, inviter, role: invitation.role, url, expiresAt: invitation.expires_at }),
    );
    return E.right({ id: invitation.id, email: invitation.email, role: invitation.role, url, expires_at: invitation.expires_at, mail: mail.kind });
  }
}
