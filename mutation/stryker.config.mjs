// Mutation testing (npm run mutate; not part of CI). Stryker changes one thing at a time in the
// code below (a condition, a comparison, a string) and runs the tests that cover it: a change
// no test notices ("survived") is a bug the suite would let through. Why this runs from its own
// install (Stryker 9, mocha 11): see docs/mutation-testing.md.

/** The domain, and the adapters a defect in which is a security hole. */
const SECURITY_ADAPTERS = [
  'infrastructure/http/address-policy.ts', // outbound requests: private and reserved networks
  'infrastructure/auth/jose-identity-verifier.ts', // identity tokens
  'infrastructure/auth/cached-identity-verifier.ts',
  'infrastructure/auth/api-key-secrets.ts', // API keys, stored hashed
  'application/api-keys/api-key-authenticator.ts',
  'application/identity/authenticate.ts',
  'application/oauth/access-token-authenticator.ts', // OAuth access tokens: audience, scopes
  'infrastructure/webhooks/node-webhook-secrets.ts', // webhook signing and sealed secrets
  'application/projects/project-access.ts', // membership, roles and capabilities
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'mocha',
  plugins: ['@stryker-mutator/mocha-runner'],
  // Each mutant runs only the tests that reached it.
  coverageAnalysis: 'perTest',
  // A mutant in code that runs at import (a constant) would need the whole suite per mutant.
  ignoreStatic: true,
  mutate: ['domain/**/*.ts', ...SECURITY_ADAPTERS],
  mochaOptions: {
    spec: [
      'test/unit/**/*.test.ts',
      'test/contract/**/*.test.ts',
      // The real app where credentials are checked and roles and capabilities decided (only
      // these files: every mutant a test reaches runs it, and the app's tests are the slow ones).
      'test/http/auth/*.test.ts',
      'test/http/api-keys/*.test.ts',
      'test/http/oauth/{scopes,mcp-oauth-flow}.test.ts',
      'test/http/projects/roles.test.ts',
      'test/http/mcp/tool-roles.test.ts',
    ],
    // The server build's own test expects esbuild to name node_modules inside the project; the
    // sandbox links node_modules to the repository's, so the names differ. It reaches no mutated code.
    ignore: ['test/unit/operations/server-build.test.ts'],
    // Relative to the sandbox: Stryker's test processes start in the repository and then move
    // into their sandbox, so tsx is registered here, after the move, to find the sandbox's
    // tsconfig (decorators) rather than through --import at process start.
    require: ['mutation/register-tsx.mjs'],
  },
  // The app's tests serve the browser bundles, and the server refuses to start without them or
  // when a bundle's size differs from its manifest. The repository's dist/ is not copied (absent
  // in a fresh clone, possibly stale after an edit): the sandbox builds its own, once, before
  // the first test run. (.mocharc.json's global setup that builds them is not run by Stryker.)
  ignorePatterns: ['/dist'],
  buildCommand: 'node --import tsx tools/build-clients.ts --if-stale',
  // Stryker puts `// @ts-nocheck` atop the files this matches; by default every .js and .html file
  // of the sandbox, which would change the bytes of built or served files. tsx never checks
  // types, so only the mutated code's folders need it.
  disableTypeChecks: '{domain,application,infrastructure}/**/*.ts',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  // Re-runs test only the mutants whose code or tests changed since the last run.
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  tempDirName: '.stryker-tmp',
};
