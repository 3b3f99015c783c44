import { ContainerModule } from 'inversify';
import { AddMember } from '../../application/projects/add-member.js';
import { CreateProject } from '../../application/projects/create-project.js';
import { DeferredAccess } from '../../application/projects/deferred-access.js';
import { DeleteProject } from '../../application/projects/delete-project.js';
import { GetModules } from '../../application/projects/get-modules.js';
import { GetProject } from '../../application/projects/get-project.js';
import { ProjectPresenter } from '../../application/projects/project-view.js';
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
import { MongoMembershipRepository } from '../../infrastructure/mongo/projects/membership-repository.js';
import { MongoProjectRepository } from '../../infrastructure/mongo/projects/project-repository.js';
import { SqliteMembershipRepository } from '../../infrastructure/sqlite/projects/membership-repository.js';
import { SqliteProjectRepository } from '../../infrastructure/sqlite/projects/project-repository.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** Projects, members, modules and settings. */
export const projectsModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(ProjectRepository).toConstantValue(
      byStorage<ProjectRepository>(storage, { sqlite: (db) => new SqliteProjectRepository(db), mongo: (db, client) => new MongoProjectRepository(db, client) }),
    );
    bind(MembershipRepository).toConstantValue(
      byStorage<MembershipRepository>(storage, {
        sqlite: (db) => new SqliteMembershipRepository(db),
        mongo: (db, client) => new MongoMembershipRepository(db, client),
      }),
    );
    bind(ProjectPresenter).toSelf();
    bind(DeferredAccess).toSelf();
    bindUseCases(bind, [
      ProjectAccess,
      CreateProject,
      GetProject,
      ListProjects,
      UpdateProject,
      DeleteProject,
      ListMembers,
      AddMember,
      UpdateMember,
      RemoveMember,
      GetModules,
      UpdateModules,
      GetSettings,
      UpdateLiveAgentSettings,
      SetPlan,
      SetTrialEnd,
    ]);
  });
