import { expect } from 'chai';
import { connect } from 'node:net';
import { TestApp } from '../../support/test-app.js';

const IMAGE_LIMIT = 10 * 1024 * 1024;
const JSON_LIMIT = 1024 * 1024;

/**
 * A client that sends its whole request before it reads anything (as most clients send a file
 * upload), on a raw socket so that the headers are exactly the ones written (`Connection:
 * close` included): the body is `bodyBytes` bytes, with a Content-Length or chunked. Answers
 * everything the server sent back once the connection closed, and whether writing failed.
 */
function sendWholeThenRead(url: string, head: string, bodyBytes: number, chunked: boolean): Promise<{ answer: string; writeFailed: boolean }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    let writeFailed = false;
    // Not reading yet: what the server sends waits in the socket's buffers, as in a client busy sending.
    socket.pause();
    const read = () => {
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.resume();
    };
    socket.on('error', () => {
      writeFailed = true;
      read();
    });
    socket.on('close', () => resolve({ answer: Buffer.concat(received).toString('latin1'), writeFailed }));
    const piece = Buffer.alloc(64 * 1024, 7);
    let sent = 0;
    const pump = (): void => {
      while (sent < bodyBytes && !socket.destroyed) {
        const size = Math.min(piece.length, bodyBytes - sent);
        sent += size;
        const data = chunked ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), piece.subarray(0, size), Buffer.from('\r\n')]) : piece.subarray(0, size);
        if (!socket.write(data)) return void socket.once('drain', pump);
      }
      if (socket.destroyed) return;
      if (chunked) socket.write('0\r\n\r\n');
      read();
    };
    socket.write(head);
    pump();
  });
}

const statusAndBody = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: body === '' ? undefined : JSON.parse(body) };
};

/**
 * A refused upload is answered before the connection closes: the server reads (and drops) the
 * rest of the body it will not use, so a client still sending gets the 413 instead of a reset
 * connection, with `Connection: close` or without.
 */
describe('HTTP conventions: the answer to a refused body arrives before the connection closes', () => {
  let app: TestApp;
  let project: string;
  let token: string;
  before(async () => {
    app = await TestApp.start();
    project = await app.createProject('alice');
    token = await app.token('alice');
  });
  after(() => app.stop());

  const head = (path: string, type: string, connection: string, length: number | null) =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${type}\r\n` +
    `${length === null ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`}\r\nConnection: ${connection}\r\n\r\n`;

  for (const connection of ['close', 'keep-alive']) {
    it(`answers an image upload of 10 MB + 1 byte with 413 (Connection: ${connection})`, async () => {
      const size = IMAGE_LIMIT + 1;
      const { answer, writeFailed } = await sendWholeThenRead(app.url, head(`/api/projects/${project}/images`, 'image/png', connection, size), size, false);
      expect(statusAndBody(answer)).to.deep.equal({ status: 413, body: { error: 'Image too large: at most 10 MB' } });
      expect(writeFailed).to.equal(false);
    });
  }

  // Well past the limit: more than the sockets' buffers hold once the server stops reading.
  const FAR_PAST = 8 * 1024 * 1024;

  it('answers a chunked image upload that grows far past 10 MB with 413 (Connection: close)', async () => {
    const size = IMAGE_LIMIT + FAR_PAST;
    const { answer, writeFailed } = await sendWholeThenRead(app.url, head(`/api/projects/${project}/images`, 'image/png', 'close', null), size, true);
    expect(statusAndBody(answer)).to.deep.equal({ status: 413, body: { error: 'Image too large: at most 10 MB' } });
    expect(writeFailed).to.equal(false);
  });

  it('answers a JSON body far over 1 MB with 413 (Connection: close)', async () => {
    const size = JSON_LIMIT + FAR_PAST;
    const { answer, writeFailed } = await sendWholeThenRead(app.url, head('/api/projects', 'application/json', 'close', size), size, false);
    expect(statusAndBody(answer).status).to.equal(413);
    expect(statusAndBody(answer).body.error).to.be.a('string');
    expect(writeFailed).to.equal(false);
  });
});
