import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer, MailOutcome } from '../../application/invitations/ports.js';
import type { MailMessage } from '../../domain/invitations/invitation-message.js';

/** Long enough for a slow relay, short enough that the person inviting is not kept waiting long. */
const TIMEOUT_MS = 15_000;

/**
 * Mail through an SMTP server (`SMTP_URL`: `smtp://user:pass@host:port`, or `smtps://` for
 * TLS from the start; `smtp://` upgrades with STARTTLS when the server offers it), from
 * `MAIL_FROM`. A message that cannot be sent is logged (the server's answer, never the
 * message: it carries a link that works as a password) and answered `failed`: never thrown.
 */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: Logger,
  ) {
    this.transport = createTransport({ url: smtpUrl, connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS });
  }

  async send(message: MailMessage): Promise<MailOutcome> {
    try {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      return { kind: 'sent' };
    } catch (error) {
      const { code, responseCode, message: reason } = error as { code?: string; responseCode?: number; message?: string };
      this.log.warn({ code, responseCode, reason }, 'a mail could not be sent');
      return { kind: 'failed' };
    }
  }
}

/** The embedded default, without `SMTP_URL`: no mail is sent; the inviter passes the link on. */
export class NoMailer implements Mailer {
  async send(_message: MailMessage): Promise<MailOutcome> {
    return { kind: 'not_configured' };
  }
}
