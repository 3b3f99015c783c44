/**
 * The path parameters of a route path, as a type: `'/api/projects/:projectId/pages/:pageId'`
 * gives `{ projectId: string; pageId: string }`. A route whose use case needs a parameter the
 * path does not name (or names differently) fails to compile.
 */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { readonly [K in ParamNames<P>]: string };

/** The one name of each path parameter across the API. */
export const PROJECT = '/api/projects/:projectId';
