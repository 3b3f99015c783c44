import type { Role } from '../projects/role.js';
import { escapeHtml } from '../shared/html.js';

/** What the invitation mail says: who invites whom to which project, in which role, until when. */
export interface InvitationMessageFacts {
  readonly projectName: string;
  /** The inviter as the invited person would know them: their email, else their user id. */
  readonly inviter: string;
  readonly role: Role;
  readonly url: string;
  readonly expiresAt: string;
}

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const ROLE_WORDS: Record<Role, string> = {
  member: 'a member (reads the pages)',
  manager: 'a manager (edits and publishes the pages, manages members)',
  admin: 'an admin (everything, including deleting the project)',
};

/** The moment in words every mail client shows the same way: `7 December 2026, 18:41 UTC`. */
function readableTime(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

/** The mail an invitation sends: plain text, and the same in simple HTML. */
export function invitationMessage(to: string, facts: InvitationMessageFacts): MailMessage {
  const until = readableTime(facts.expiresAt);
  const joining = `${facts.inviter} invites you to join “${facts.projectName}” as ${ROLE_WORDS[facts.role]}.`;
  const text = [
    joining,
    '',
    'Open this link and sign in to join:',
    facts.url,
    '',
    `The link works once, until ${until}. If you did not expect it, ignore this mail.`,
    '',
  ].join('\n');
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`Join ${facts.projectName}`)}</title></head><body>` +
    `<p>${escapeHtml(joining)}</p>` +
    `<p><a href="${escapeHtml(facts.url)}">Join ${escapeHtml(facts.projectName)}</a></p>` +
    `<p>Or open this address: ${escapeHtml(facts.url)}</p>` +
    `<p>The link works once, until ${escapeHtml(until)}. If you did not expect it, ignore this mail.</p>` +
    `</body></html>`;
  return { to, subject: `Join “${facts.projectName}”`, text, html };
}
