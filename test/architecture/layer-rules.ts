import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';

/** Libraries the browser code may bundle (and what they bring with them). */
const BROWSER_LIBRARIES = ['firebase', '@firebase/[^/]+', 'idb', 'tslib', 'openapi-fetch', 'tus-js-client', 'preact', '@preact/signals(-core)?', 'diff'];

/** Every folder the rule judges. */
export const LAYERS = ['domain', 'application', 'adapters', 'infrastructure', 'composition', 'clients'];

/**
 * The layer rule of docs/architecture: dependencies point inward only. Domain is pure;
 * application sees the domain and its small libraries; driving adapters never reach the
 * driven ones (infrastructure) or the storage and provider SDKs, nor driven adapters the
 * driving ones.
 */
const LAYER_RULES: IForbiddenRuleType[] = [
  {
    name: 'domain-is-pure',
    comment:
      'domain/ may import only domain/ and pure libraries: fp-ts, io-ts, libphonenumber-js, ipaddr.js (which addresses are public) and @orama/stemmers and @orama/stopwords (how words of a language are searched)',
    severity: 'error',
    from: { path: '^domain/' },
    to: { pathNot: ['^domain/', '^node_modules/(fp-ts|io-ts|libphonenumber-js|ipaddr\\.js|@orama/stemmers|@orama/stopwords)/'] },
  },
  { name: 'domain-no-node-builtins', severity: 'error', from: { path: '^domain/' }, to: { dependencyTypes: ['core'] } },
  {
    name: 'application-points-inward',
    comment: 'application/ may import only application/, domain/, fp-ts, io-ts and inversify',
    severity: 'error',
    from: { path: '^application/' },
    to: { pathNot: ['^(application|domain)/', '^node_modules/(fp-ts|io-ts|inversify|@inversifyjs/[^/]+)/'] },
  },
  { name: 'application-no-node-builtins', severity: 'error', from: { path: '^application/' }, to: { dependencyTypes: ['core'] } },
  {
    name: 'adapters-not-infrastructure',
    comment: 'driving adapters use application ports, never the driven adapters or their SDKs (metrics too: prom-client lives behind MetricsEndpoint)',
    severity: 'error',
    from: { path: '^adapters/' },
    to: { path: ['^infrastructure/', '^node_modules/(better-sqlite3|mongodb|@google/genai|twilio|prom-client)/'] },
  },
  {
    name: 'infrastructure-not-adapters',
    comment:
      'driven adapters implement ports; they never reach into the driving adapters (an HTTP mapping, a route): a port answers with an outcome the driving side maps',
    severity: 'error',
    from: { path: '^infrastructure/' },
    to: { path: '^adapters/' },
  },
  {
    name: 'clients-are-browser-code',
    comment: 'clients/ (bundled for the browser) imports only clients/ and browser libraries: it reaches the service over HTTP',
    severity: 'error',
    from: { path: '^clients/' },
    to: { pathNot: ['^clients/', `^node_modules/(${BROWSER_LIBRARIES.join('|')})/`] },
  },
  { name: 'clients-no-node-builtins', severity: 'error', from: { path: '^clients/' }, to: { dependencyTypes: ['core'] } },
  {
    name: 'server-does-not-import-clients',
    comment: 'the server serves the built bundles; none of its layers imports browser code',
    severity: 'error',
    from: { path: '^(domain|application|adapters|infrastructure|composition)/' },
    to: { path: '^clients/' },
  },
  {
    name: 'shiki-loads-at-deploy-only',
    comment: 'the code highlighter is imported dynamically, by the first deploy that shows code: never at start-up, never to serve a page',
    severity: 'error',
    from: {},
    to: { path: '^node_modules/shiki/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
  },
];

export interface LayerViolation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

/** Cruises the given folders (relative to `baseDir`) and returns every layer violation. */
export async function layerViolations(folders: string[], baseDir: string): Promise<LayerViolation[]> {
  const result = await cruise(folders, {
    baseDir,
    validate: true,
    ruleSet: { forbidden: LAYER_RULES },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Paths as written (`node_modules/...`), also where node_modules is a link (the self-test's copy).
    preserveSymlinks: true,
    // Anchored: a library's own `dist/` folder (koa, firebase, @google/genai) must stay visible to the rules.
    exclude: { path: '^(dist|test)/' },
    // Resolve ESM packages through their "exports" maps, as Node does.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'node', 'default', 'types'] },
  });
  const unresolved = result.output;
  if (typeof unresolved !== 'string') {
    const missing = unresolved.modules.flatMap((m) => m.dependencies.filter((d) => d.couldNotResolve).map((d) => `${m.source} -> ${d.module}`));
    if (missing.length > 0) throw new Error(`unresolved imports (the rule cannot judge them):\n${missing.join('\n')}`);
  }
  const output = result.output;
  if (typeof output === 'string') throw new Error('dependency-cruiser returned a report instead of a result');
  return output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}
