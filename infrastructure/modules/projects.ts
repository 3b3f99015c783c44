import { ContainerModule } from 'inversify';
import { AccountRepository } from '../../application/accounts/ports.js';
import { GetAccount } from '../../application/accounts/get-account.js';
import { AddMember } from '../../application/projects/add-member.js';
import { CreateProject } from '../../application/projects/create-project.js';
import { DeleteProject } from '../../application/projects/delete-project.js';
import { GetModules } from '../../application/projects/get-modules.js';
import { GetProject } from '../../application/projects/get-project.js';
import { GetSettings } from '../../application/projects/get-settings.js';
import { ListMembers } from '../../application/projects/list-members.js';
import { ListProjects } from '../../application/projects/list-projects.js';
import { MembershipRepository, ProjectRepository } from '../../application/projects/ports.js';
import { ProjectAccess } from '../../application/projects/project-access.js';
import { RemoveMember } from '../../application/projects/remove-member.js';
import { SetPlan } from '../../application/projects/set-plan.js';
import { SetTrialEnd } from '../../application/projects/set-trial-end.js';
import { UpdateLiveAgentSettings } from '../../application/projects/update-live-agent-settings.js';
import { UpdateMember } from '../../application/projects/update-member.js';
import { UpdateModules } from '../../application/projects/update-modules.js';
import { UpdateProject } from '../../application/projects/update-project.js';
import { MongoAccountRepository } from '../mongo/accounts/account-repository.js';
import { MongoMembershipRepository } from '../mongo/projects/membership-repository.js';
import { MongoProjectRepository } from '../mongo/projects/project-repository.js';
import { SqliteAccountRepository } from '../sqlite/accounts/account-repository.js';
import { SqliteMembershipRepository } from '../sqlite/projects/membership-repository.js';
import { SqliteProjectRepository } from '../sqlite/projects/project-repository.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** Projects, members, modules, settings and accounts. */
export const projectsModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(ProjectRepository).toConstantValue(
      byStorage<ProjectRepository>(storage, { sqlite: (db) => new SqliteProjectRepository(db), mongo: (db, client) => new MongoProjectRepository(db, client) }),
    );
    bind(MembershipRepository).toConstantValue(
      byStorage<MembershipRepository>(storage, { sqlite: (db) => new SqliteMembershipRepository(db), mongo: (db, client) => new MongoMembershipRepository(db, client) }),
    );
    bind(AccountRepository).toConstantValue(
      byStorage<AccountRepository>(storage, { sqlite: (db) => new SqliteAccountRepository(db), mongo: (db) => new MongoAccountRepository(db) }),
    );
    bindUseCases(bind, [
      ProjectAccess, CreateProject, GetProject, ListProjects, UpdateProject, DeleteProject,
      ListMembers, AddMember, UpdateMember, RemoveMember, GetModules, UpdateModules,
      GetSettings, UpdateLiveAgentSettings, SetPlan, SetTrialEnd, GetAccount,
    ]);
  });
