import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { Field } from '../../ui/field.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem, ReadOnlyNote } from '../../ui/status.js';
import { DomainCard } from './domain-card.js';

const WHO = 'Only admins add, verify and remove domains.';

/** Why `typed` is not a domain name, said as it is typed (the service decides in the end). */
function hostnameProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  if (/^[a-z]+:\/\//i.test(text) || /[/:?#\s]/.test(text)) return 'Only the domain name, such as www.example.com: no https://, port or path.';
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+\.?$/i.test(text) ? null : 'A domain name has two parts or more, such as example.com.';
}

/**
 * Domains: the project's own addresses for its site. Adding one answers the DNS TXT record that
 * proves the project holds it; **Verify** looks that record up; verified, the site is served there.
 */
export function DomainsScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const path = { params: { path: { projectId: project.id } } };
  const [domains, reload] = useLoaded('Loading the domains', () => portal.api.GET('/api/projects/{projectId}/domains', path).then((a) => a.domains), [
    project.id,
  ]);
  const [hostname, setHostname] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mayManage = hasRole(project, 'admin');
  const typedProblem = hostnameProblem(hostname);

  async function change<T>(doing: string, call: () => Promise<T>, done: (answer: T) => string): Promise<boolean> {
    setProblem(null);
    let answer: T;
    try {
      answer = await call();
    } catch (failure) {
      setProblem(describeFailure(doing, failure, WHO));
      await reload();
      return false;
    }
    // Announced once the list is read again, so what it says is what the list shows.
    await reload();
    portal.announce(done(answer));
    return true;
  }
  async function add(event: Event) {
    event.preventDefault();
    const name = hostname.trim();
    if (name === '' || typedProblem !== null) return;
    const body = { hostname: name };
    if (
      await change(
        'Adding the domain',
        () => portal.api.POST('/api/projects/{projectId}/domains', { ...path, body }),
        (added) => `Added ${added.hostname}: create its DNS record, then verify it.`,
      )
    )
      setHostname('');
  }
  const one = (name: string) => ({ params: { path: { projectId: project.id, hostname: name } } });

  return (
    <section class="pt-screen">
      <h1>Domains</h1>
      {mayManage ? (
        <p>Your own addresses for the site. Each needs a DNS record that proves it is yours; once verified, the site is served there too.</p>
      ) : (
        <ReadOnlyNote>{readOnlyBecause(project, WHO)}</ReadOnlyNote>
      )}
      <Problem message={problem} />
      <Show state={domains} loading="Loading the domains…">
        {(list) =>
          list.length === 0 ? (
            <p>No domain yet: the site is at {project.site_url} only.</p>
          ) : (
            <ul class="pt-cards" aria-label="Domains">
              {list.map((domain) => (
                <DomainCard
                  key={domain.hostname}
                  domain={domain}
                  mayManage={mayManage}
                  verify={() =>
                    change(
                      `Verifying ${domain.hostname}`,
                      () => portal.api.POST('/api/projects/{projectId}/domains/{hostname}/verify', one(domain.hostname)),
                      () => `${domain.hostname} is verified.`,
                    ).then(() => undefined)
                  }
                  remove={() =>
                    change(
                      `Removing ${domain.hostname}`,
                      () => portal.api.DELETE('/api/projects/{projectId}/domains/{hostname}', one(domain.hostname)),
                      () => `Removed ${domain.hostname}.`,
                    ).then(() => undefined)
                  }
                />
              ))}
            </ul>
          )
        }
      </Show>
      {mayManage ? (
        <form class="em-form pt-panel" onSubmit={add} noValidate aria-labelledby="add-domain-heading">
          <h2 id="add-domain-heading">Add a domain</h2>
          <Field label="Domain name" help="Such as www.example.com: then create the DNS record it shows." error={typedProblem}>
            {(control) => <input {...control} value={hostname} autocomplete="off" spellcheck={false} onInput={(e) => setHostname(e.currentTarget.value)} />}
          </Field>
          <div>
            <button type="submit" class="em-button em-button--primary" disabled={hostname.trim() === '' || typedProblem !== null}>
              Add domain
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
