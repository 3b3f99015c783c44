import { useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import type { ProjectSummary, Role } from '../../types.js';
import { CopyButton } from '../../ui/copy-button.js';
import { Field } from '../../ui/field.js';
import { Problem } from '../../ui/status.js';
import { RoleField } from './role-field.js';

export type CreatedInvitation = components['schemas']['CreatedInvitation'];

interface EmailInviteFormProps {
  readonly project: ProjectSummary;
  /** Invites them; answers the invitation made, or the service's refusal in words. */
  invite(body: { email: string; role: Role }): Promise<CreatedInvitation | string>;
}

/** Whether the link went by mail, in words. */
const MAIL_WORDS: Record<CreatedInvitation['mail'], string> = {
  sent: 'It was emailed to them. You may also pass the link on yourself:',
  not_configured: 'This service sends no mail: copy the link and send it to them yourself.',
  failed: 'The mail could not be sent (the service’s mail server refused it or could not be reached): copy the link and send it to them yourself.',
};

/**
 * Inviting someone by their email address with a role: the answer is a link, valid for a week,
 * that lets them join once they sign in through it. It is shown here, with whether it was
 * emailed, and only here (the service keeps it hashed).
 */
export function EmailInviteForm({ project, invite }: EmailInviteFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  async function submit(event: Event) {
    event.preventDefault();
    if (busy) return;
    setMissing(email.trim() === '');
    if (email.trim() === '') return;
    setBusy(true);
    const answer = await invite({ email: email.trim(), role });
    setRefusal(typeof answer === 'string' ? answer : null);
    if (typeof answer !== 'string') {
      setCreated(answer);
      setEmail('');
    }
    setBusy(false);
  }

  return (
    <form class="em-form pt-panel" onSubmit={submit} noValidate aria-labelledby="email-invite-heading">
      <h2 id="email-invite-heading">Invite by email</h2>
      <Problem message={refusal} />
      <Field
        label="Email address"
        help="They get a link that works once, for a week: signing in through it makes them a member."
        error={missing ? 'Enter the email address of the person to invite.' : null}
      >
        {(control) => <input {...control} type="email" value={email} autocomplete="off" spellcheck={false} onInput={(e) => setEmail(e.currentTarget.value)} />}
      </Field>
      <RoleField project={project} role={role} onChange={setRole} />
      <div>
        <button type="submit" class="em-button em-button--primary" disabled={busy}>
          {busy ? 'Inviting…' : 'Invite'}
        </button>
      </div>
      {created === null ? null : (
        <section class="pt-panel pt-secret" aria-labelledby="invitation-link-heading">
          <h3 id="invitation-link-heading">
            The invitation of {created.email} as {created.role === 'admin' ? 'an' : 'a'} {created.role}
          </h3>
          <p>{MAIL_WORDS[created.mail]}</p>
          <p>
            <code class="pt-code">{created.url}</code> <CopyButton text={created.url} what="the link" />
          </p>
          <p>It works once, until {new Date(created.expires_at).toLocaleString()}. The link is shown only here.</p>
        </section>
      )}
    </form>
  );
}
