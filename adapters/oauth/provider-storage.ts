import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { OAuthState } from '../../application/oauth/oauth-state.js';

/**
 * The library's storage adapter for one of its models, on the service's `OAuthState` (which
 * hashes token values, keeps time on the service's clock and allows the refresh grace; the
 * `OAuthStore` port behind it has its SQLite and MongoDB adapters).
 */
export class ProviderStorage implements Adapter {
  constructor(
    private readonly model: string,
    private readonly state: OAuthState,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.state.upsert(this.model, id, payload as Record<string, unknown>, expiresIn);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return (await this.state.find(this.model, id)) as AdapterPayload | undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return (await this.state.findByUserCode(this.model, userCode)) as AdapterPayload | undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return (await this.state.findByUid(this.model, uid)) as AdapterPayload | undefined;
  }

  async consume(id: string): Promise<void> {
    await this.state.consume(this.model, id);
  }

  async destroy(id: string): Promise<void> {
    await this.state.destroy(this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.state.revokeByGrantId(grantId);
  }
}
