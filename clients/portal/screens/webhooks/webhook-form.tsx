import { useId, useState } from 'preact/hooks';
import { Field } from '../../ui/field.js';
import { FormFooter } from '../../ui/form-footer.js';
import { EVENTS, type WebhookEvent } from './events.js';

export interface WebhookBody {
  readonly url: string;
  readonly description: string | null;
  readonly events: WebhookEvent[];
}

interface WebhookFormProps {
  readonly title: string;
  readonly submitLabel: string;
  readonly initial?: WebhookBody;
  /** Saves it; answers the service's refusal in words, or null. */
  save(webhook: WebhookBody): Promise<string | null>;
  cancel?(): void;
}

const isAddress = (text: string) => /^https?:\/\/\S+$/.test(text.trim());

/** A destination (an http or https address), what it is for, and the events it is sent: every one, or those ticked. */
export function WebhookForm({ title, submitLabel, initial, save, cancel }: WebhookFormProps) {
  const id = useId();
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [all, setAll] = useState(initial?.events.includes('*') ?? false);
  const [events, setEvents] = useState<WebhookEvent[]>(initial?.events.filter((event) => event !== '*') ?? ['publish.completed']);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const urlError = (tried || url !== '') && !isAddress(url) ? 'An address starting with https:// (or http://).' : null;
  const eventsError = tried && !all && events.length === 0 ? 'Choose at least one event.' : null;

  async function submit(event: Event) {
    event.preventDefault();
    setTried(true);
    if (busy || !isAddress(url) || (!all && events.length === 0)) return;
    setBusy(true);
    const refused = await save({ url: url.trim(), description: description.trim() || null, events: all ? ['*'] : events });
    setRefusal(refused);
    setBusy(false);
    if (refused === null && initial === undefined) {
      setUrl('');
      setDescription('');
      setTried(false);
    }
  }

  return (
    <form class="em-form pt-subform" onSubmit={submit} noValidate aria-label={title}>
      <Field label="Destination" help="The address the service POSTs each event to, signed with the webhook’s secret." error={urlError}>
        {(control) => <input {...control} type="url" value={url} autocomplete="off" onInput={(e) => setUrl(e.currentTarget.value)} />}
      </Field>
      <Field label="What it is for" help="Optional: “rebuild the site”.">
        {(control) => <input {...control} maxLength={500} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />}
      </Field>
      <fieldset class="pt-fieldset" aria-describedby={eventsError ? `${id}-events-error` : undefined}>
        <legend>Events it is sent</legend>
        <div class="em-field em-field--check">
          <input type="checkbox" id={`${id}-all`} checked={all} onChange={(e) => setAll(e.currentTarget.checked)} />
          <label for={`${id}-all`}>Every event, including those added later</label>
        </div>
        {all
          ? null
          : EVENTS.map((known) => (
              <div key={known.id} class="em-field em-field--check">
                <input
                  type="checkbox"
                  id={`${id}-${known.id}`}
                  checked={events.includes(known.id)}
                  onChange={(e) => setEvents(e.currentTarget.checked ? [...events, known.id] : events.filter((event) => event !== known.id))}
                />
                <label for={`${id}-${known.id}`}>
                  {known.id}: {known.words}
                </label>
              </div>
            ))}
        {eventsError ? (
          <p class="em-error" id={`${id}-events-error`}>
            {eventsError}
          </p>
        ) : null}
      </fieldset>
      <FormFooter refusal={refusal} submitLabel={submitLabel} busy={busy} {...(cancel === undefined ? {} : { cancel })} />
    </form>
  );
}
