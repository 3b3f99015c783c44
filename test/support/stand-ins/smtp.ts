import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: MAIL FROM and RCPT TO. */
  readonly envelope: { readonly from: string; readonly to: readonly string[] };
  /** Who logged in (AUTH), or null. */
  readonly user: string | null;
  /** The message as it arrived (headers and parts, transfer-encoded). */
  readonly raw: string;
  /** The message with quoted-printable undone (soft line breaks joined, `=XX` decoded): what a reader sees. */
  readonly readable: string;
  header(name: string): string | null;
}

/** Undoes quoted-printable, enough for tests to read the text a mail client would show. */
function readableOf(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/**
 * An SMTP server on loopback, in place of a real mail relay: takes every message (plain SMTP, no
 * STARTTLS; AUTH accepted for the one user and password it was told, else refused) and keeps it.
 * `refuse` makes the next messages fail with a 550, like a relay that rejects them.
 */
export class SmtpStandIn {
  readonly received: ReceivedMail[] = [];
  private refusing = false;

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(credentials = { user: 'mailer', pass: 'secret' }): Promise<SmtpStandIn> {
    let standIn: SmtpStandIn | null = null;
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      // Plain AUTH over plain SMTP: this is loopback, in tests.
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === credentials.user && auth.password === credentials.pass) return callback(null, { user: auth.username });
        callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (standIn!.refusing) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          const raw = Buffer.concat(chunks).toString('utf8');
          const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
          standIn!.received.push({
            envelope: {
              from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            user: typeof session.user === 'string' ? session.user : null,
            raw,
            readable: readableOf(raw),
            header: (name) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? null,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    standIn = new SmtpStandIn(server, (server.server.address() as AddressInfo).port);
    return standIn;
  }

  /** `smtp://user:pass@127.0.0.1:<port>` for SMTP_URL. */
  url(credentials = { user: 'mailer', pass: 'secret' }): string {
    return `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${this.port}`;
  }

  refuse(refusing = true): void {
    this.refusing = refusing;
  }

  /** Resolves once `count` messages have arrived. */
  async waitFor(count: number, timeoutMs = 5000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} mail(s), got ${this.received.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.received;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
