import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/processes.js';
import { layerViolations } from './layer-rules.js';

describe('Architecture: the layer rule', function () {
  this.timeout(60_000);

  it('holds for the whole code base', async () => {
    const violations = await layerViolations(['domain', 'application', 'adapters', 'infrastructure'], ROOT);
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
  });

  it('catches a file that breaks it (so the check above can fail)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'layer-rule-'));
    try {
      for (const folder of ['domain', 'application', 'adapters', 'infrastructure']) mkdirSync(join(dir, folder));
      symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
      writeFileSync(join(dir, 'infrastructure', 'db.ts'), 'export const db = 1;\n');
      writeFileSync(join(dir, 'adapters', 'mapping.ts'), 'export const mapping = 1;\n');
      writeFileSync(join(dir, 'infrastructure', 'bad.ts'), "import { mapping } from '../adapters/mapping.js';\nexport const w = mapping;\n");
      writeFileSync(join(dir, 'domain', 'bad.ts'), "import { readFileSync } from 'node:fs';\nimport Koa from 'koa';\nexport const x = [readFileSync, Koa];\n");
      writeFileSync(join(dir, 'application', 'bad.ts'), "import { db } from '../infrastructure/db.js';\nexport const y = db;\n");
      writeFileSync(join(dir, 'adapters', 'bad.ts'), "import { db } from '../infrastructure/db.js';\nexport const z = db;\n");
      writeFileSync(join(dir, 'tsconfig.json'), '{}');
      const rules = (await layerViolations(['domain', 'application', 'adapters', 'infrastructure'], dir)).map((v) => v.rule);
      expect(rules).to.include.members([
        'domain-no-node-builtins',
        'domain-is-pure',
        'application-points-inward',
        'adapters-not-infrastructure',
        'infrastructure-not-adapters',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
