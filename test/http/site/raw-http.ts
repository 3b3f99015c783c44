import { request } from 'node:http';
import { expectDescribed } from '../../support/api-description.js';

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
  readonly bytes: Buffer;
}

/** A request sent exactly as written (fetch would normalise `..` in the path and refuses to set Host). */
export function rawRequest(url: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const body = bytes.toString('utf8');
        const seen = new Headers(
          Object.entries(res.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]])),
        );
        // A request for a verified domain's Host is the site's, whatever its path: the route table never sees it.
        if (!('host' in headers)) expectDescribed({ method, path: path.split('?')[0]!, status: res.statusCode ?? 0, headers: seen, text: body });
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, bytes });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
