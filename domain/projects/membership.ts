import type { Role } from './role.js';

export interface Membership {
  readonly project_id: string;
  readonly user_id: string;
  readonly role: Role;
  /** Live voice needs it; a manager provisions members explicitly. */
  readonly provisioned: boolean;
  readonly created_at: string;
}
