import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';

/**
 * The SDK's own HTTP client, sending every request to another base URL (a loopback stand-in
 * in tests; a regional or proxy endpoint otherwise). Only the origin (and a path prefix)
 * changes: paths, form bodies, authentication and error handling stay the SDK's.
 */
export class RebasedRequestClient extends twilio.RequestClient {
  private readonly base: string;

  constructor(baseUrl: string, options: RequestClient.RequestClientOptions = {}) {
    super(options);
    this.base = baseUrl.replace(/\/+$/, '');
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: `${this.base}${uri.pathname}${uri.search}` });
  }
}
