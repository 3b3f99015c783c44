import { createHash, randomBytes } from 'node:crypto';

const CALLBACK = 'http://127.0.0.1:9/callback';

/** Cookies of one browser, by name. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    take(response: Response) {
      for (const header of response.headers.getSetCookie()) {
        const pair = header.split(';')[0]!;
        const index = pair.indexOf('=');
        cookies.set(pair.slice(0, index), pair.slice(index + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

/**
 * An OAuth access token for `/mcp`, as an MCP client gets one: registration, the authorization
 * with PKCE (the sign-in page submitted with `idToken`, as the user's browser would), the code
 * exchanged at the token endpoint.
 */
export async function mcpAccessToken(baseUrl: string, idToken: string, scope = 'content:read'): Promise<string> {
  const registration = await fetch(`${baseUrl}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'bench', redirect_uris: [CALLBACK], application_type: 'native', token_endpoint_auth_method: 'none' }),
  });
  const { client_id: clientId } = (await registration.json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: CALLBACK,
    scope,
    resource: `${baseUrl}/mcp`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const jar = cookieJar();
  const go = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(new URL(url, baseUrl), {
      method: form ? 'POST' : 'GET',
      headers: { cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
      redirect: 'manual',
    });
    jar.take(response);
    return { location: response.headers.get('location'), body: await response.text() };
  };
  const page = (await go(`/oauth/authorize?${query}`)).location!;
  const csrf = /name="csrf" value="([^"]+)"/.exec((await go(page)).body)![1]!;
  let next = (await go(page, { csrf, id_token: idToken, decision: 'allow' })).location!;
  while (!next.startsWith(CALLBACK)) next = (await go(next)).location!;
  const code = new URL(next).searchParams.get('code')!;
  const token = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK, client_id: clientId }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}
