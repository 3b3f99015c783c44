/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the signed content is
 * `<webhook-id>.<webhook-timestamp>.<body>`, each signature `v1,<base64 HMAC-SHA256>`, and
 * several signatures (two secrets during a rotation) are separated by spaces.
 */
export const signedContent = (id: string, timestampSeconds: number, body: string): string => `${id}.${timestampSeconds}.${body}`;

export const signatureHeader = (base64Signatures: readonly string[]): string => base64Signatures.map((s) => `v1,${s}`).join(' ');

export const SECRET_PREFIX = 'whsec_';
