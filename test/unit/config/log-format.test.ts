import { expect } from 'chai';
import { PassThrough } from 'node:stream';
import { loadConfig } from '../../../composition/config.js';
import { createLogger, logDestination } from '../../../composition/logger.js';

/** What a logger writes to `output` for one entry, once its stream has passed it on. */
async function written(format: 'auto' | 'json' | 'pretty', terminal: boolean): Promise<string> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const destination = await logDestination(format, terminal, output);
  if (destination === undefined) return 'json';
  createLogger('info', destination).info({ url: 'http://localhost:3000', headers: { authorization: 'Bearer sk_secret' } }, 'content service listening');
  await new Promise((resolve) => setImmediate(resolve));
  return Buffer.concat(chunks).toString('utf8');
}

describe('Log format (LOG_FORMAT)', () => {
  it('is auto by default, and refuses a format it does not know', () => {
    const config = loadConfig({});
    expect(config._tag === 'Right' && config.right.LOG_FORMAT).to.equal('auto');
    const refused = loadConfig({ LOG_FORMAT: 'yaml' });
    expect(refused._tag === 'Left' && refused.left.some((line) => line.includes('LOG_FORMAT'))).to.equal(true);
  });

  it('writes JSON lines when asked, and under auto when standard output is no terminal', async () => {
    expect(await written('json', true)).to.equal('json');
    expect(await written('auto', false)).to.equal('json');
  });

  it('writes one readable line an entry to a terminal (auto) or when asked (pretty), secrets still redacted', async () => {
    for (const [format, terminal] of [
      ['auto', true],
      ['pretty', false],
    ] as const) {
      const line = await written(format, terminal);
      expect(line, format).to.match(/INFO.*content service listening/);
      expect(line, format).to.include('http://localhost:3000');
      expect(line, format).to.include('[redacted]');
      expect(line, format).not.to.include('sk_secret');
      expect(line.trimEnd().split('\n'), format).to.have.length(1);
    }
  });
});
