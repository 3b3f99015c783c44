import { useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { usePortal } from '../../context.js';
import { formatTime } from '../../edit-mode/dom.js';
import { describeFailure } from '../../messages.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem } from '../../ui/status.js';

type Grant = components['schemas']['Connector']['grants'][number];

/** What a scope lets a client do, in words (an unknown one as it is). */
const SCOPE_WORDS: Readonly<Record<string, string>> = { 'content:read': 'read content', 'content:write': 'edit content' };

/**
 * Connected clients: the MCP clients (Claude, others) the person allowed to work on their
 * content through OAuth, each grant with what it may do and when it was last used; revoking
 * stops its tokens at once.
 */
export function ConnectionsScreen() {
  const portal = usePortal();
  const [connectors, reload] = useLoaded('Loading your connected clients', () => portal.api.GET('/api/account/connectors').then((a) => a.connectors), []);
  const [problem, setProblem] = useState<string | null>(null);

  async function revoke(connectorId: 'claude' | 'other', grant: Grant) {
    setProblem(null);
    try {
      await portal.api.DELETE('/api/account/connectors/{connectorId}/grants/{grantId}', { params: { path: { connectorId, grantId: grant.grant_id } } });
      portal.announce(`Revoked ${grant.client_name ?? grant.client_id}: its tokens no longer work.`);
    } catch (failure) {
      setProblem(describeFailure('Revoking the client', failure));
    }
    await reload();
  }

  return (
    <section class="pt-screen">
      <h1>Connected clients</h1>
      <p>
        MCP clients you allowed to read or edit your projects’ content (signed in as <strong>{portal.user.value?.email ?? portal.user.value?.userId}</strong>).
        Revoking one stops its tokens at once; it can ask again.
      </p>
      <Problem message={problem} />
      <Show state={connectors} loading="Loading your connected clients…">
        {(list) => (
          <>
            {list.map((connector) => (
              <section key={connector.id} class="pt-panel" aria-labelledby={`connector-${connector.id}`}>
                <h2 id={`connector-${connector.id}`}>{connector.name}</h2>
                <p class="em-help">
                  The address to give it: <code class="pt-code">{connector.mcp_url}</code>
                </p>
                {connector.grants.length === 0 ? (
                  <p>Not connected.</p>
                ) : (
                  <ul class="pt-cards" aria-label={`${connector.name}: connected clients`}>
                    {connector.grants.map((grant) => (
                      <li key={grant.grant_id} class="pt-card">
                        <h3 class="pt-card__title">{grant.client_name ?? grant.client_id}</h3>
                        <p>May {grant.scopes.map((scope) => SCOPE_WORDS[scope] ?? scope).join(' and ')}.</p>
                        <p>
                          Connected {formatTime(grant.created_at)} ·{' '}
                          {grant.last_used_at === null ? 'never used' : `last used ${formatTime(grant.last_used_at)}`}
                        </p>
                        <div>
                          <button type="button" class="em-button em-button--danger" onClick={() => void revoke(connector.id, grant)}>
                            Revoke {grant.client_name ?? grant.client_id}
                          </button>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </>
        )}
      </Show>
    </section>
  );
}
