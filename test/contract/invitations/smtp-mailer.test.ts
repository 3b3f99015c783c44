import { expect } from 'chai';
import pino from 'pino';
import { invitationMessage } from '../../../domain/invitations/invitation-message.js';
import { NoMailer, SmtpMailer } from '../../../infrastructure/mail/smtp-mailer.js';
import { freePort } from '../../support/free-port.js';
import { SmtpStandIn } from '../../support/stand-ins/smtp.js';

const URL_OF_INVITE = 'http://127.0.0.1:3000/edit/invite/tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const message = invitationMessage('ana@example.com', {
  projectName: 'Acme <docs>',
  inviter: 'owner@example.com',
  role: 'manager',
  url: URL_OF_INVITE,
  expiresAt: '2026-03-08T10:00:00.000Z',
});

/** Log lines as objects, to check what a failure says (and what it never says). */
function capturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines };
}

describe('SmtpMailer [against a loopback SMTP server]', function () {
  this.timeout(20_000);
  let smtp: SmtpStandIn;
  beforeEach(async () => {
    smtp = await SmtpStandIn.start();
  });
  afterEach(() => smtp.stop());

  it('sends the invitation from MAIL_FROM to the address, logged in with the URL’s user, with the link in text and HTML', async () => {
    const { log } = capturedLog();
    const mailer = new SmtpMailer(smtp.url(), 'Content Service <invites@example.com>', log);
    expect(await mailer.send(message)).to.deep.equal({ kind: 'sent' });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope).to.deep.equal({ from: 'invites@example.com', to: ['ana@example.com'] });
    expect(mail!.user).to.equal('mailer');
    expect(mail!.header('From')).to.equal('Content Service <invites@example.com>');
    expect(mail!.header('To')).to.equal('ana@example.com');
    expect(mail!.raw).to.match(/Content-Type: text\/plain/);
    expect(mail!.raw).to.match(/Content-Type: text\/html/);
    expect(mail!.readable).to.include(`\r\n${URL_OF_INVITE}\r\n`);
    expect(mail!.readable).to.include(`<a href="${URL_OF_INVITE}">Join Acme &lt;docs&gt;</a>`);
    expect(mail!.readable).to.include('owner@example.com invites you to join “Acme <docs>” as a manager');
    expect(mail!.readable).to.include('until 8 March 2026, 10:00 UTC');
  });

  it('answers failed when the server refuses the message, and logs the server’s answer, never the link', async () => {
    const { log, lines } = capturedLog();
    smtp.refuse();
    const mailer = new SmtpMailer(smtp.url(), 'invites@example.com', log);
    expect(await mailer.send(message)).to.deep.equal({ kind: 'failed' });
    expect(lines).to.have.length(1);
    expect(lines[0]).to.deep.include({ msg: 'a mail could not be sent', responseCode: 550, code: 'EMESSAGE' });
    expect(JSON.stringify(lines)).not.to.include('tok_');
  });

  it('answers failed when the login is refused or nobody listens', async () => {
    const { log, lines } = capturedLog();
    expect(await new SmtpMailer(smtp.url({ user: 'mailer', pass: 'wrong' }), 'invites@example.com', log).send(message)).to.deep.equal({ kind: 'failed' });
    expect(lines[0]).to.deep.include({ code: 'EAUTH', responseCode: 535 });
    const closed = await freePort();
    expect(await new SmtpMailer(`smtp://127.0.0.1:${closed}`, 'invites@example.com', log).send(message)).to.deep.equal({ kind: 'failed' });
    expect(lines[1]).to.deep.include({ code: 'ESOCKET' });
    expect(smtp.received).to.deep.equal([]);
  });
});

describe('NoMailer (no SMTP_URL)', () => {
  it('sends nothing and says so', async () => {
    expect(await new NoMailer().send(message)).to.deep.equal({ kind: 'not_configured' });
  });
});
