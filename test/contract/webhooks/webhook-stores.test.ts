import { MongoDraftRepository } from '../../../infrastructure/mongo/drafts/draft-repository.js';
import { MongoDraftVersionRepository } from '../../../infrastructure/mongo/drafts/draft-version-repository.js';
import { MongoOnboardingSessionRepository } from '../../../infrastructure/mongo/onboarding/onboarding-session-repository.js';
import { MongoPageRepository } from '../../../infrastructure/mongo/pages/page-repository.js';
import { MongoMembershipRepository } from '../../../infrastructure/mongo/projects/membership-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoPublishRepository } from '../../../infrastructure/mongo/publishing/publish-repository.js';
import { MongoQuestionStore } from '../../../infrastructure/mongo/questions/question-store.js';
import { MongoReleaseRepository } from '../../../infrastructure/mongo/releases/release-repository.js';
import { MongoSiteSettingsStore } from '../../../infrastructure/mongo/site/site-settings-store.js';
import { MongoTransferRepository } from '../../../infrastructure/mongo/telephony/transfer-repository.js';
import { WEBHOOK_DELIVERIES } from '../../../infrastructure/mongo/webhooks/documents.js';
import { MongoWebhookDeliveries } from '../../../infrastructure/mongo/webhooks/webhook-deliveries.js';
import { MongoWebhookRepository } from '../../../infrastructure/mongo/webhooks/webhook-repository.js';
import { SqliteDraftRepository } from '../../../infrastructure/sqlite/drafts/draft-repository.js';
import { SqliteDraftVersionRepository } from '../../../infrastructure/sqlite/drafts/draft-version-repository.js';
import { SqliteOnboardingSessionRepository } from '../../../infrastructure/sqlite/onboarding/onboarding-session-repository.js';
import { SqlitePageRepository } from '../../../infrastructure/sqlite/pages/page-repository.js';
import { SqliteMembershipRepository } from '../../../infrastructure/sqlite/projects/membership-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqlitePublishRepository } from '../../../infrastructure/sqlite/publishing/publish-repository.js';
import { SqliteQuestionStore } from '../../../infrastructure/sqlite/questions/question-store.js';
import { SqliteReleaseRepository } from '../../../infrastructure/sqlite/releases/release-repository.js';
import { SqliteSiteSettingsStore } from '../../../infrastructure/sqlite/site/site-settings-store.js';
import { SqliteTransferRepository } from '../../../infrastructure/sqlite/telephony/transfer-repository.js';
import { SqliteWebhookDeliveries } from '../../../infrastructure/sqlite/webhooks/webhook-deliveries.js';
import { SqliteWebhookRepository } from '../../../infrastructure/sqlite/webhooks/webhook-repository.js';
import { inMemoryPages } from '../../support/fakes/pages.js';
import { InMemoryPublishRepository } from '../../support/fakes/publishing.js';
import { InMemoryOnboardingSessionRepository } from '../../support/fakes/onboarding.js';
import { InMemoryMembershipRepository, InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';
import { InMemoryQuestionStore } from '../../support/fakes/questions.js';
import { InMemoryReleaseRepository } from '../../support/fakes/releases.js';
import { InMemoryTransferRepository } from '../../support/fakes/telephony.js';
import { InMemoryWebhookDeliveries, InMemoryWebhookRepository } from '../../support/fakes/webhooks.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { outboxContract } from './outbox.contract.js';
import { webhookStoresContract } from './webhook-stores.contract.js';
import type { WebhookStores } from '../../support/stores/webhook-fixtures.js';

function contracts(stores: () => WebhookStores): void {
  webhookStoresContract(stores);
  describe('transactional outbox', () => outboxContract(stores));
}

describe('Webhook stores contract [in-memory fake]', () => {
  let stores: WebhookStores;
  beforeEach(() => {
    const projects = new InMemoryProjectStore();
    const { state, pages, versions, site } = inMemoryPages(projects);
    const outbox = projects.outbox;
    stores = {
      pages,
      drafts: pages,
      versions,
      site,
      projects: new InMemoryProjectRepository(projects),
      publishes: new InMemoryPublishRepository(state),
      memberships: new InMemoryMembershipRepository(projects),
      onboarding: new InMemoryOnboardingSessionRepository(outbox),
      transfers: new InMemoryTransferRepository(outbox),
      webhooks: new InMemoryWebhookRepository(outbox),
      deliveries: new InMemoryWebhookDeliveries(outbox),
      releases: new InMemoryReleaseRepository(outbox),
      questions: new InMemoryQuestionStore(outbox),
    };
  });
  contracts(() => stores);
});

describe('Webhook stores contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: WebhookStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    const { db } = sqlite;
    stores = {
      pages: new SqlitePageRepository(db),
      drafts: new SqliteDraftRepository(db),
      versions: new SqliteDraftVersionRepository(db),
      site: new SqliteSiteSettingsStore(db),
      projects: new SqliteProjectRepository(db),
      publishes: new SqlitePublishRepository(db),
      memberships: new SqliteMembershipRepository(db),
      onboarding: new SqliteOnboardingSessionRepository(db),
      transfers: new SqliteTransferRepository(db),
      webhooks: new SqliteWebhookRepository(db),
      deliveries: new SqliteWebhookDeliveries(db),
      releases: new SqliteReleaseRepository(db),
      questions: new SqliteQuestionStore(db),
    };
  });
  afterEach(() => sqlite.dispose());
  contracts(() => stores);
});

describeMongo('Webhook stores contract', (mongo) => {
  // One database per suite: each test starts with no deliveries, as the claims look at all of them.
  beforeEach(async () => void (await mongo().db.collection(WEBHOOK_DELIVERIES).deleteMany({})));
  contracts(() => {
    const { db, client } = mongo();
    return {
      pages: new MongoPageRepository(db, client),
      drafts: new MongoDraftRepository(db, client),
      versions: new MongoDraftVersionRepository(db),
      site: new MongoSiteSettingsStore(db, client),
      projects: new MongoProjectRepository(db, client),
      publishes: new MongoPublishRepository(db, client),
      memberships: new MongoMembershipRepository(db, client),
      onboarding: new MongoOnboardingSessionRepository(db, client),
      transfers: new MongoTransferRepository(db, client),
      webhooks: new MongoWebhookRepository(db, client),
      deliveries: new MongoWebhookDeliveries(db, client),
      releases: new MongoReleaseRepository(db, client),
      questions: new MongoQuestionStore(db, client),
    };
  });
});
