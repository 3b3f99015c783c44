import type { Db, MongoClient } from 'mongodb';
import type { LiveAgentUpdate, ProjectChanges, ProjectListing, ProjectRepository, ProjectWithRole } from '../../../application/projects/ports.js';
import type { PageWindow } from '../../../application/shared/pagination.js';
import type { Membership } from '../../../domain/projects/membership.js';
import { withSettingDefaults, type LiveAgentSettings, type Project } from '../../../domain/projects/project.js';
import { PROJECT_ID_FIELD } from '../schema.js';

type ProjectDoc = Omit<Project, 'id'> & { _id: string };
type MembershipDoc = Membership & { _id?: unknown };

const toProject = ({ _id, ...rest }: ProjectDoc): Project => ({ id: _id, ...rest, settings: withSettingDefaults(rest.settings) });

const DUPLICATE_KEY = 11000;
export const toMembership = ({ _id: _ignored, ...m }: MembershipDoc): Membership => m;

/** The dotted `$set` for a change set: each field is written on its own, so concurrent PATCHes merge. */
function setOf(changes: ProjectChanges): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const key of ['name', 'default_language', 'plan', 'trial_ends_at'] as const) {
    if (changes[key] !== undefined) set[key] = changes[key];
  }
  for (const [key, value] of Object.entries(changes.modules ?? {})) set[`modules.${key}`] = value;
  for (const [key, value] of Object.entries(changes.live_agent ?? {})) set[`settings.live_agent.${key}`] = value;
  for (const [key, value] of Object.entries(changes.site ?? {})) if (value !== undefined) set[`settings.site.${key}`] = value;
  for (const [key, value] of Object.entries(changes.workflow ?? {})) if (value !== undefined) set[`settings.workflow.${key}`] = value;
  for (const [key, value] of Object.entries(changes.search ?? {})) if (value !== undefined) set[`settings.search.${key}`] = value;
  return set;
}

export class MongoProjectRepository implements ProjectRepository {
  private readonly projects;
  private readonly memberships;

  constructor(
    private readonly db: Db,
    private readonly client: MongoClient,
  ) {
    this.projects = db.collection<ProjectDoc>('projects');
    this.memberships = db.collection<MembershipDoc>('memberships');
  }

  async create(project: Project, creator: Membership): Promise<void> {
    const { id, ...rest } = project;
    await this.client.withSession((session) =>
      session.withTransaction(async () => {
        await this.projects.insertOne({ _id: id, ...rest }, { session });
        await this.memberships.insertOne({ ...creator }, { session });
      }),
    );
  }

  async findById(id: string): Promise<Project | null> {
    const doc = await this.projects.findOne({ _id: id });
    return doc ? toProject(doc) : null;
  }

  async findForMember(id: string, userId: string): Promise<{ project: Project; membership: Membership | null } | null> {
    const [doc, membership] = await Promise.all([this.projects.findOne({ _id: id }), this.memberships.findOne({ project_id: id, user_id: userId })]);
    return doc ? { project: toProject(doc), membership: membership ? toMembership(membership) : null } : null;
  }

  async listForUser(userId: string): Promise<ProjectWithRole[]> {
    const memberships = await this.memberships.find({ user_id: userId }).toArray();
    const roles = new Map(memberships.map((m) => [m.project_id, m.role]));
    const docs = await this.projects
      .find({ _id: { $in: [...roles.keys()] } })
      .sort({ created_at: 1, _id: 1 })
      .toArray();
    return docs.map((doc) => ({ project: toProject(doc), role: roles.get(doc._id)! }));
  }

  async listAll(window: PageWindow): Promise<ProjectListing[]> {
    const filter = window.after === undefined ? {} : { _id: { $gt: window.after } };
    const docs = await this.projects.find(filter).sort({ _id: 1 }).limit(window.limit).toArray();
    // One grouped count for the window (served by the memberships' project_id index).
    const counts = await this.memberships
      .aggregate<{ _id: string; n: number }>([{ $match: { project_id: { $in: docs.map((d) => d._id) } } }, { $group: { _id: '$project_id', n: { $sum: 1 } } }])
      .toArray();
    const members = new Map(counts.map((c) => [c._id, c.n]));
    return docs.map((doc) => ({ project: toProject(doc), members: members.get(doc._id) ?? 0 }));
  }

  async update(id: string, changes: ProjectChanges): Promise<Project | null> {
    const set = setOf(changes);
    if (Object.keys(set).length === 0) return this.findById(id);
    const doc = await this.projects.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after' });
    return doc ? toProject(doc) : null;
  }

  async updateLiveAgent(id: string, changes: Partial<LiveAgentSettings>): Promise<LiveAgentUpdate> {
    try {
      const project = await this.update(id, { live_agent: changes });
      return project === null ? { kind: 'not_found' } : { kind: 'updated', project };
    } catch (error) {
      // The unique partial index on settings.live_agent.phone_number (telephony indexes).
      if ((error as { code?: unknown }).code === DUPLICATE_KEY) return { kind: 'phone_number_taken' };
      throw error;
    }
  }

  async findByPhoneNumber(phone: string): Promise<Project | null> {
    const doc = await this.projects.findOne({ 'settings.live_agent.phone_number': phone });
    return doc ? toProject(doc) : null;
  }

  async delete(id: string): Promise<boolean> {
    const collections = (await this.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    let deleted = false;
    await this.client.withSession((session) =>
      session.withTransaction(async () => {
        for (const name of collections) {
          if (name === 'projects' || name.startsWith('system.')) continue;
          await this.db.collection(name).deleteMany({ [PROJECT_ID_FIELD]: id }, { session });
        }
        deleted = (await this.projects.deleteOne({ _id: id }, { session })).deletedCount > 0;
      }),
    );
    return deleted;
  }
}
