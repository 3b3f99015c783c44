import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import type { ProjectSummary } from '../../types.js';
import { Field } from '../../ui/field.js';
import { FormFooter } from '../../ui/form-footer.js';
import { phoneProblem } from './checks.js';
import type { ProjectSettings } from './where.js';

/** Who may change the live agent's settings, as the service decides it. */
export const WHO_SETS = 'Managers and admins change the live agent’s settings.';

/** Voices the agent speaks with (Gemini Live's); the service takes any name up to 64 characters. */
/** The service's bounds on `question_retention_days`. */
const RETENTION_MIN = 1;
const RETENTION_MAX = 3650;

const retentionProblemOf = (days: string): string | null =>
  /^\d+$/.test(days.trim()) && Number(days) >= RETENTION_MIN && Number(days) <= RETENTION_MAX
    ? null
    : `Enter a whole number of days from ${RETENTION_MIN} to ${RETENTION_MAX.toLocaleString('en')}.`;

const VOICES = ['Puck', 'Charon', 'Kore', 'Fenrir', 'Aoede', 'Leda', 'Orus', 'Zephyr'];

interface AgentFormProps {
  readonly project: ProjectSummary;
  readonly agent: ProjectSettings['live_agent'];
  readonly mayEdit: boolean;
  /** The settings as the service answered them (phone numbers in E.164). */
  saved(settings: ProjectSettings): void;
}

/** The agent itself: its greeting and voice, who may talk with it, the number it answers and the manager it transfers to. */
export function AgentForm({ project, agent, mayEdit, saved }: AgentFormProps) {
  const portal = usePortal();
  const [greeting, setGreeting] = useState(agent.greeting);
  const [voice, setVoice] = useState(agent.voice);
  const [access, setAccess] = useState(agent.access);
  const [managerPhone, setManagerPhone] = useState(agent.manager_phone ?? '');
  const [phoneNumber, setPhoneNumber] = useState(agent.phone_number ?? '');
  const [retention, setRetention] = useState(String(agent.question_retention_days));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const voiceMissing = voice.trim() === '' ? 'Choose the voice the agent speaks with.' : null;
  const retentionProblem = retentionProblemOf(retention);
  const invalid = voiceMissing !== null || phoneProblem(managerPhone) !== null || phoneProblem(phoneNumber) !== null || retentionProblem !== null;

  async function save(event: Event) {
    event.preventDefault();
    if (busy || invalid) return;
    setBusy(true);
    setProblem(null);
    try {
      const settings = await portal.api.PATCH('/api/projects/{projectId}/settings/live-agent', {
        params: { path: { projectId: project.id } },
        body: {
          greeting,
          voice: voice.trim(),
          access,
          manager_phone: managerPhone.trim() || null,
          phone_number: phoneNumber.trim() || null,
          question_retention_days: Number(retention),
        },
      });
      // The numbers as the service reads them (E.164), in place of what was typed.
      setManagerPhone(settings.live_agent.manager_phone ?? '');
      setPhoneNumber(settings.live_agent.phone_number ?? '');
      setRetention(String(settings.live_agent.question_retention_days));
      saved(settings);
      portal.announce('Saved the live agent’s settings.');
    } catch (failure) {
      setProblem(describeFailure('Saving the live agent', failure, WHO_SETS));
    } finally {
      setBusy(false);
    }
  }

  const phoneHelp = (what: string) => `${what} With its country code (+1 415 555 0123), or as written in the project’s country; saved in E.164.`;
  return (
    <form class="em-form pt-panel" onSubmit={save} noValidate aria-labelledby="agent-heading">
      <h2 id="agent-heading">The agent</h2>
      <fieldset class="pt-fieldset" disabled={!mayEdit}>
        <legend class="em-visually-hidden">The agent’s settings</legend>
        <Field label="Greeting" help="What the agent says first, in the project’s language.">
          {(control) => <textarea {...control} rows={3} maxLength={2000} value={greeting} onInput={(e) => setGreeting(e.currentTarget.value)} />}
        </Field>
        <Field label="Voice" help={`The voice it speaks with, such as ${VOICES.slice(0, 4).join(', ')}.`} error={voiceMissing}>
          {(control) => (
            <>
              <input {...control} list="agent-voices" maxLength={64} value={voice} autocomplete="off" onInput={(e) => setVoice(e.currentTarget.value)} />
              <datalist id="agent-voices">
                {VOICES.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <fieldset class="pt-fieldset">
          <legend>Who may talk with it</legend>
          <div class="em-field em-field--check">
            <input type="radio" id="access-members" name="access" checked={access === 'members'} onChange={() => setAccess('members')} />
            <label for="access-members">Members provisioned for live voice, signed in</label>
          </div>
          <div class="em-field em-field--check">
            <input type="radio" id="access-public" name="access" checked={access === 'public'} onChange={() => setAccess('public')} />
            <label for="access-public">Anyone, without signing in (public)</label>
          </div>
        </fieldset>
        <Field label="The project’s phone number" help={phoneHelp('Calls to it are answered by the agent.')} error={phoneProblem(phoneNumber)}>
          {(control) => <input {...control} type="tel" autocomplete="off" value={phoneNumber} onInput={(e) => setPhoneNumber(e.currentTarget.value)} />}
        </Field>
        <Field label="Manager’s phone" help={phoneHelp('Where the agent transfers a caller who asks for a person.')} error={phoneProblem(managerPhone)}>
          {(control) => <input {...control} type="tel" autocomplete="off" value={managerPhone} onInput={(e) => setManagerPhone(e.currentTarget.value)} />}
        </Field>
        <Field
          label="Keep unanswered questions for (days)"
          help={`Questions the agent could not answer are listed for the team this long (${RETENTION_MIN} to ${RETENTION_MAX.toLocaleString('en')} days), then deleted.`}
          error={retentionProblem}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={RETENTION_MIN}
              max={RETENTION_MAX}
              value={retention}
              onInput={(e) => setRetention(e.currentTarget.value)}
            />
          )}
        </Field>
      </fieldset>
      {mayEdit ? <FormFooter refusal={problem} submitLabel="Save the agent" busy={busy} busyLabel="Saving…" disabled={invalid} /> : null}
    </form>
  );
}
