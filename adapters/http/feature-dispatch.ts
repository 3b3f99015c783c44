import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';

/** Routers are picked by the first segments of the path; deeper segments are left to them. */
const INDEX_DEPTH = 4;
/** Answers for recently seen paths (the same drafts and projects are requested again and again). */
const REMEMBERED_PATHS = 2048;

interface IndexNode {
  readonly literals: Map<string, IndexNode>;
  param: IndexNode | null;
  /** Routers with a route ending exactly here. */
  readonly ends: Set<Router>;
  /** Routers with a route going deeper than the index does (at the last indexed depth). */
  readonly deeper: Set<Router>;
  /** Routers with a route whose next segment is a pattern the index does not model. */
  readonly anything: Set<Router>;
}

const newNode = (): IndexNode => ({ literals: new Map(), param: null, ends: new Set(), deeper: new Set(), anything: new Set() });

/**
 * Each feature has its own @koa/router, and a request is handed only to the routers whose
 * routes can match its first few path segments. The router tests every route it holds against
 * every request; this keeps that to a feature's handful of routes instead of all of them.
 */
export class FeatureDispatch {
  private readonly root = newNode();
  private readonly handlers = new Map<Router, Middleware>();
  private readonly recent = new Map<string, readonly Router[]>();

  constructor(routers: readonly Router[]) {
    for (const router of routers) {
      this.handlers.set(router, router.routes() as unknown as Middleware);
      for (const layer of router.stack) this.index(String(layer.path), router);
    }
  }

  middleware(): Middleware {
    return async (ctx, next) => {
      const routers = this.candidates(ctx.path);
      if (routers.length === 0) return next();
      if (routers.length === 1) await this.handlers.get(routers[0]!)!(ctx, next);
      else {
        const run = routers.reduceRight<() => Promise<unknown>>(
          (downstream, router) => () => this.handlers.get(router)!(ctx, downstream) as Promise<unknown>,
          next,
        );
        await run();
      }
      if (ctx.status === 404 && (ctx.body === undefined || ctx.body === null)) answerUnmatchedMethod(ctx);
    };
  }

  private index(path: string, router: Router): void {
    const segments = path.split('/').filter((s) => s !== '');
    let node = this.root;
    for (const [depth, segment] of segments.entries()) {
      if (depth === INDEX_DEPTH) {
        node.deeper.add(router);
        return;
      }
      if (/[{}*()?+]/.test(segment)) {
        node.anything.add(router);
        return;
      }
      const isParam = segment.startsWith(':');
      let next = isParam ? node.param : node.literals.get(segment);
      if (!next) {
        next = newNode();
        if (isParam) node.param = next;
        else node.literals.set(segment, next);
      }
      node = next;
    }
    node.ends.add(router);
  }

  private candidates(path: string): readonly Router[] {
    let routers = this.recent.get(path);
    if (routers === undefined) {
      routers = this.lookUp(path);
      if (this.recent.size >= REMEMBERED_PATHS) this.recent.clear();
      this.recent.set(path, routers);
    }
    return routers;
  }

  /** The routers with a route that can match `path` (in the first INDEX_DEPTH segments). */
  private lookUp(path: string): Router[] {
    const segments = path.split('/').filter((s) => s !== '');
    const found = new Set<Router>();
    const add = (routers: Set<Router>) => routers.forEach((r) => found.add(r));
    let frontier: IndexNode[] = [this.root];
    for (const [depth, segment] of segments.entries()) {
      for (const node of frontier) add(node.anything);
      if (depth === INDEX_DEPTH) {
        for (const node of frontier) add(node.deeper);
        return [...found];
      }
      const next: IndexNode[] = [];
      for (const node of frontier) {
        const literal = node.literals.get(segment);
        if (literal) next.push(literal);
        if (node.param) next.push(node.param);
      }
      frontier = next;
      if (frontier.length === 0) return [...found];
    }
    for (const node of frontier) {
      add(node.anything);
      add(node.ends);
    }
    return [...found];
  }
}

/**
 * The router's allowedMethods, only on the slow path: when no route answered but some route
 * matched the path (`ctx.matched`, filled by the routers), the method was wrong: 405 with
 * `Allow`, or for OPTIONS a 204 with `Allow`.
 */
function answerUnmatchedMethod(ctx: Context): void {
  const matched = (ctx as Context & { matched?: Array<{ methods: string[] }> }).matched ?? [];
  const allowed = [...new Set(matched.flatMap((layer) => layer.methods))];
  if (allowed.length === 0) return;
  ctx.set('allow', allowed.join(', '));
  ctx.status = ctx.method === 'OPTIONS' ? 204 : 405;
}
