import { expect } from 'chai';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';

describe('Invitations without a mail server (no SMTP_URL)', function () {
  this.timeout(30_000);
  let app: TestApp;
  before(async () => {
    app = await TestApp.start();
  });
  after(() => app.stop());

  it('answers the link to pass on, and says no mail went', async () => {
    const project = await setUpTeam(app);
    const response = await app.request('POST', `/api/projects/${project}/invitations`, { as: TEAM.admin, body: { email: 'ana@example.com', role: 'member' } });
    expect(response.status).to.equal(201);
    expect(response.body).to.deep.include({ email: 'ana@example.com', role: 'member', mail: 'not_configured' });
  });
});
