import { useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { Field } from '../../ui/field.js';
import { Problem } from '../../ui/status.js';

type KeyRole = components['schemas']['ApiKey']['role'];

interface CreateKeyFormProps {
  /** Creates it; answers the service's refusal in words, or null. */
  create(body: { name: string; role: KeyRole }): Promise<string | null>;
}

/** A new key: a name that says who uses it, and the role it acts with. */
export function CreateKeyForm({ create }: CreateKeyFormProps) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<KeyRole>('member');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: Event) {
    event.preventDefault();
    if (busy) return;
    setMissing(name.trim() === '');
    if (name.trim() === '') return;
    setBusy(true);
    const refused = await create({ name: name.trim(), role });
    setRefusal(refused);
    if (refused === null) setName('');
    setBusy(false);
  }

  return (
    <form class="em-form pt-panel" onSubmit={submit} noValidate aria-labelledby="create-key-heading">
      <h2 id="create-key-heading">Create a key</h2>
      <Problem message={refusal} />
      <Field label="Name" help="Who or what uses it: “CI”, “Zapier”. Shown in the list." error={missing ? 'Enter a name for the key.' : null}>
        {(control) => <input {...control} maxLength={100} value={name} autocomplete="off" onInput={(e) => setName(e.currentTarget.value)} />}
      </Field>
      <Field label="Role" help="What the key may do, as a person in that role would.">
        {(control) => (
          <select {...control} value={role} onChange={(e) => setRole(e.currentTarget.value as KeyRole)}>
            <option value="member">member (reads)</option>
            <option value="manager">manager (edits and publishes)</option>
          </select>
        )}
      </Field>
      <div>
        <button type="submit" class="em-button em-button--primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create key'}
        </button>
      </div>
    </form>
  );
}
