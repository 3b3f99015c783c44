import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/processes.js';
import { LAYERS, layerViolations } from './layer-rules.js';

describe('Architecture: the layer rule', function () {
  // The cruise parses every TypeScript file of the code base (about 1,300): around a minute on two busy cores.
  this.timeout(180_000);

  it('holds for the whole code base', async () => {
    const violations = await layerViolations(LAYERS, ROOT);
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
  });

  it('catches a file that breaks it (so the check above can fail)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'layer-rule-'));
    try {
      for (const folder of LAYERS) mkdirSync(join(dir, folder));
      symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
      writeFileSync(join(dir, 'infrastructure', 'db.ts'), 'export const db = 1;\n');
      writeFileSync(join(dir, 'adapters', 'mapping.ts'), 'export const mapping = 1;\n');
      writeFileSync(join(dir, 'infrastructure', 'bad.ts'), "import { mapping } from '../adapters/mapping.js';\nexport const w = mapping;\n");
      writeFileSync(join(dir, 'domain', 'bad.ts'), "import { readFileSync } from 'node:fs';\nimport Koa from 'koa';\nexport const x = [readFileSync, Koa];\n");
      writeFileSync(join(dir, 'application', 'bad.ts'), "import { db } from '../infrastructure/db.js';\nexport const y = db;\n");
      writeFileSync(join(dir, 'adapters', 'bad.ts'), "import { db } from '../infrastructure/db.js';\nexport const z = db;\n");
      // A library whose entry is in its own dist/ folder (as @google/genai's and koa's are) is judged like any other.
      writeFileSync(join(dir, 'adapters', 'genai.ts'), "import { GoogleGenAI } from '@google/genai';\nexport const g = GoogleGenAI;\n");
      writeFileSync(
        join(dir, 'clients', 'page.ts'),
        "import { db } from '../infrastructure/db.js';\nimport { readFileSync } from 'node:fs';\nimport Koa from 'koa';\nimport { getAuth } from 'firebase/auth';\nexport const page = [db, readFileSync, Koa, getAuth];\n",
      );
      writeFileSync(join(dir, 'composition', 'bad.ts'), "import { page } from '../clients/page.js';\nexport const w = page;\n");
      writeFileSync(join(dir, 'infrastructure', 'eager.ts'), "import { createHighlighterCore } from 'shiki/core';\nexport const h = createHighlighterCore;\n");
      // Metrics go through a port: neither a use case nor a driving adapter imports prom-client.
      for (const folder of ['application', 'adapters'])
        writeFileSync(join(dir, folder, 'metrics.ts'), "import { Counter } from 'prom-client';\nexport const c = Counter;\n");
      writeFileSync(join(dir, 'tsconfig.json'), '{}');
      const violations = await layerViolations(LAYERS, dir);
      const rules = violations.map((v) => v.rule);
      expect(rules).to.include.members([
        'domain-no-node-builtins',
        'domain-is-pure',
        'application-points-inward',
        'adapters-not-infrastructure',
        'infrastructure-not-adapters',
        'clients-are-browser-code',
        'clients-no-node-builtins',
        'server-does-not-import-clients',
        'shiki-loads-at-deploy-only',
      ]);
      expect(violations.filter((v) => v.from === 'adapters/genai.ts').map((v) => v.rule)).to.deep.equal(['adapters-not-infrastructure']);
      expect(violations.filter((v) => v.from.endsWith('/metrics.ts')).map((v) => `${v.rule} ${v.from}`)).to.have.members([
        'application-points-inward application/metrics.ts',
        'adapters-not-infrastructure adapters/metrics.ts',
      ]);
      // The browser code may import the browser libraries it bundles: Firebase's web client is no violation.
      const fromClients = violations.filter((v) => v.from === 'clients/page.ts' && v.rule === 'clients-are-browser-code').map((v) => v.to);
      expect(fromClients).to.have.members(['infrastructure/db.ts', 'fs', 'node_modules/koa/dist/koa.mjs']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
