import { DomainRepository } from '../../../application/site/ports.js';
import { DomainLookup } from '../../../application/site/domains/domain-lookup.js';
import type { Hostname } from '../../../domain/site/hostname.js';
import type { TestApp } from '../../support/test-app.js';

/** Adds `hostname` to the project straight in the store, verified unless said otherwise (the DNS check has tests of its own). */
export async function verifiedDomain(app: TestApp, projectId: string, hostname: string, verified = true): Promise<void> {
  const domains = app.get<DomainRepository>(DomainRepository);
  await domains.add({
    project_id: projectId,
    hostname: hostname as Hostname,
    status: 'pending',
    verification_value: 'v',
    created_at: '2026-01-01T00:00:00Z',
    verified_at: null,
  });
  if (verified) await domains.markVerified(projectId, hostname, '2026-01-01T00:00:00Z');
  app.get(DomainLookup).invalidate();
}
