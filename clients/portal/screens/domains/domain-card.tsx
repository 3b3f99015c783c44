import { useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { formatTime } from '../../edit-mode/dom.js';
import { ConfirmAction } from '../../ui/confirm-action.js';
import { CopyButton } from '../../ui/copy-button.js';

type Domain = components['schemas']['Domain'];

interface DomainCardProps {
  readonly domain: Domain;
  readonly mayManage: boolean;
  verify(): Promise<void>;
  remove(): Promise<void>;
}

/**
 * One domain: its status; while pending, the DNS record to create (with copy buttons) and
 * **Verify**; removing it after a second press. A reserved one (a name the service keeps for
 * itself, added before it did) can only be removed.
 */
export function DomainCard({ domain, mayManage, verify, remove }: DomainCardProps) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  const pending = domain.status === 'pending';
  const status = {
    pending: `Pending: added ${formatTime(domain.created_at)}, not verified yet. The site is not served there until it is.`,
    verified: `Verified ${formatTime(domain.verified_at ?? domain.created_at)}: the site is served at https://${domain.hostname}/ from its next deploy.`,
    reserved: `Reserved: the service keeps this name for itself (its own address, the sites' domain, or a name under either). The site is not served there and it cannot be verified: remove it.`,
  }[domain.status];
  return (
    <li class="pt-card">
      <h2 class="pt-card__title">{domain.hostname}</h2>
      <p>{status}</p>
      {pending ? (
        <dl class="pt-record" aria-label={`The DNS record for ${domain.hostname}`}>
          <dt>Type</dt>
          <dd>{domain.verification.type}</dd>
          <dt>Name</dt>
          <dd>
            <code class="pt-code">{domain.verification.name}</code> <CopyButton text={domain.verification.name} what="the name" />
          </dd>
          <dt>Value</dt>
          <dd>
            <code class="pt-code">{domain.verification.value}</code> <CopyButton text={domain.verification.value} what="the value" />
          </dd>
        </dl>
      ) : null}
      {mayManage ? (
        <div class="pt-card__row">
          {pending ? (
            <button type="button" class="em-button em-button--primary" disabled={busy} onClick={() => void run(verify)}>
              {busy ? 'Verifying…' : `Verify ${domain.hostname}`}
            </button>
          ) : null}
          <ConfirmAction label={`Remove ${domain.hostname}`} question={`Remove ${domain.hostname}? The site is no longer served there.`} run={remove} />
        </div>
      ) : null}
    </li>
  );
}
