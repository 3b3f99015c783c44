// The library's one AsyncLocalStorage (lib/helpers/als.js, no typings of its own): OAuthServer
// switches it off between requests (see `serve`). Its package has no exports map, so the path resolves.
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const requestContext: AsyncLocalStorage<unknown>;
  export default requestContext;
}
