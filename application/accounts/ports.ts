export interface Account {
  readonly user_id: string;
  readonly email: string | null;
}

export interface AccountRepository {
  /** Creates the account or updates its email; an email of null leaves a known one alone. */
  remember(userId: string, email: string | null, now: Date): Promise<void>;
  find(userId: string): Promise<Account | null>;
  findMany(userIds: readonly string[]): Promise<Account[]>;
}
export const AccountRepository = Symbol.for('AccountRepository');
