import { expect } from 'chai';
import type { OnboardingSessionRepository } from '../../../application/onboarding/ports.js';
import type { CompanyIdentity } from '../../../domain/onboarding/company.js';
import { newSession } from '../../../domain/onboarding/session.js';
import { uniqueId } from '../../support/builders.js';

export interface OnboardingFixture {
  readonly sessions: OnboardingSessionRepository;
  addProject(id: string): Promise<void>;
  deleteProject(id: string): Promise<void>;
}

const T0 = new Date('2030-01-01T00:00:00Z');
const T1 = new Date('2030-01-01T00:05:00Z');
const COMPANY: CompanyIdentity = {
  country: 'DE',
  name: 'Café Krone GmbH',
  registry_id: 'DE-HRB-400210',
  place_id: null,
  website: 'https://cafe-krone.example/',
  city: 'Berlin',
  address: null,
};

/** The OnboardingSessionRepository contract, run against every adapter. */
export function onboardingSessionContract(make: () => Promise<OnboardingFixture>): void {
  let fixture: OnboardingFixture;
  let project: string;
  beforeEach(async () => {
    fixture = await make();
    project = uniqueId('proj');
    await fixture.addProject(project);
  });
  const seed = (userId = 'alice', projectId = project) => newSession({ id: uniqueId('s'), projectId, userId, now: T0 });

  it('creates the session on the first change that writes, and finds it by owner and by id', async () => {
    expect(await fixture.sessions.find(project, 'alice')).to.equal(null);
    const first = seed();
    const result = await fixture.sessions.change(first, { kind: 'field', path: 'brand_tone', value: 'warm' }, T1);
    expect(result.kind).to.equal('changed');
    const stored = await fixture.sessions.find(project, 'alice');
    expect(stored).to.deep.equal({ ...first, fields: { brand_tone: 'warm' }, updated_at: T1.toISOString() });
    expect(await fixture.sessions.findById(project, first.id)).to.deep.equal(stored);
  });

  it('creates nothing for a refused or empty change', async () => {
    expect((await fixture.sessions.change(seed(), { kind: 'confirm' }, T1)).kind).to.equal('refused');
    expect((await fixture.sessions.change(seed(), { kind: 'applied' }, T1)).kind).to.equal('refused');
    expect(await fixture.sessions.find(project, 'alice')).to.equal(null);
  });

  it('keeps one session per (project, user): a later seed does not replace the stored one', async () => {
    const first = seed();
    await fixture.sessions.change(first, { kind: 'company', company: COMPANY }, T0);
    const later = await fixture.sessions.change(seed(), { kind: 'confirm' }, T1);
    expect(later.kind).to.equal('changed');
    expect(later.session).to.include({ id: first.id, confirmed_at: T1.toISOString() });
    expect(later.session.company).to.deep.equal(COMPANY);
  });

  it('round-trips every part of a session', async () => {
    const s = seed();
    const candidate = {
      registry_id: 'DE-HRB-400210',
      name: 'Café Krone GmbH',
      country: 'DE',
      city: 'Berlin',
      address: 'Kastanienallee 5',
      website: null,
      status: 'Active',
    };
    await fixture.sessions.change(s, { kind: 'candidates', candidates: [candidate] }, T0);
    await fixture.sessions.change(s, { kind: 'company', company: COMPANY }, T0);
    const profile = {
      name: 'Café Krone',
      summary: '☕ Kaffee & Kuchen',
      industry: 'Cafe or coffee shop',
      products_services: ['Torte'],
      opening_hours: ['Mo-Fr 08:00-18:00'],
      service_area: null,
      languages: ['de'],
      primary_language: 'de',
      phone: null,
      email: null,
      address: null,
      social_links: [],
      source_url: 'https://cafe-krone.example/',
      extracted_at: T0.toISOString(),
    };
    await fixture.sessions.change(s, { kind: 'profile', profile, company: COMPANY }, T0);
    await fixture.sessions.change(s, { kind: 'field', path: 'languages', value: ['de', 'en'] }, T0);
    await fixture.sessions.change(s, { kind: 'confirm' }, T1);
    const applied = await fixture.sessions.change(s, { kind: 'applied' }, T1);
    expect(await fixture.sessions.find(project, 'alice')).to.deep.equal(applied.session);
    expect(applied.session).to.deep.include({
      candidates: [candidate],
      company: COMPANY,
      profile,
      fields: { languages: ['de', 'en'] },
      applied_at: T1.toISOString(),
    });
  });

  it('loses no field when concurrent changes write different fields (also on the first write)', async () => {
    const values = { brand_tone: 'warm', intent: 'bookings', industry: 'Bakery', summary: 'Bread', target_audience: 'Locals', service_area: 'Berlin' } as const;
    const results = await Promise.all(
      Object.entries(values).map(([path, value]) => fixture.sessions.change(seed(), { kind: 'field', path: path as keyof typeof values, value }, T1)),
    );
    expect(results.every((r) => r.kind === 'changed')).to.equal(true);
    expect((await fixture.sessions.find(project, 'alice'))?.fields).to.deep.equal(values);
    expect(await fixture.sessions.list(project, { limit: 10 })).to.have.length(1);
  });

  it("lists a project's sessions in id order, a page at a time, and never another project's", async () => {
    const other = `${project}-other`;
    await fixture.addProject(other);
    const made = [];
    for (const user of ['u1', 'u2', 'u3']) {
      const s = seed(user);
      made.push(s.id);
      await fixture.sessions.change(s, { kind: 'field', path: 'intent', value: user }, T0);
    }
    const foreign = seed('u1', other);
    await fixture.sessions.change(foreign, { kind: 'field', path: 'intent', value: 'x' }, T0);
    expect((await fixture.sessions.list(project, { limit: 2 })).map((s) => s.id)).to.deep.equal(made.slice(0, 2));
    expect((await fixture.sessions.list(project, { after: made[1], limit: 2 })).map((s) => s.id)).to.deep.equal([made[2]]);
    expect(await fixture.sessions.findById(project, foreign.id), "another project's session by id").to.equal(null);
  });

  it('goes away with its project', async () => {
    await fixture.sessions.change(seed(), { kind: 'field', path: 'intent', value: 'x' }, T0);
    await fixture.deleteProject(project);
    expect(await fixture.sessions.find(project, 'alice')).to.equal(null);
  });
}
