import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

/**
 * `npm run live-demo`: the second of the two steps to try the live agent offline (the first is
 * `npm run dev`). Against a running service whose identity provider is the development issuer,
 * it creates a project with the voice module on and the agent placed on its site, publishes a
 * page, and prints the address to open and what to type to the offline scripted agent.
 * Everything goes through the HTTP API, as a site owner's tools would.
 */
export interface DemoOptions {
  readonly url: string;
  readonly user: string;
  readonly placement: 'homepage' | 'destination_page' | 'widget' | 'modal';
}

export interface Demo {
  readonly projectId: string;
  /** The page to open: the site's home page, or the agent's own page for `destination_page`. */
  readonly siteUrl: string;
}

const PLACEMENTS = ['homepage', 'destination_page', 'widget', 'modal'] as const;

/** The demo's page, in English and in Arabic: what its suggested questions are answered from. */
const DEMO_PAGES = [
  {
    language: 'en',
    title: 'About the demo',
    content: '# About the demo\n\nThis site exists to try the live voice agent. We open at nine and close at five.',
  },
  {
    language: 'ar',
    title: 'عن العرض التجريبي',
    content: '# عن العرض التجريبي\n\nهذا الموقع موجود لتجربة الوكيل الصوتي المباشر.\n\n## مواعيدنا\n\nنفتح في التاسعة ونغلق في الخامسة.',
  },
] as const;

/** What the demo suggests asking the agent: each is answered from its page (test/http/live/live-demo.test.ts asks them). */
export const DEMO_QUESTIONS = ['what are your opening hours?', 'ما هي ساعات العمل؟'] as const;
const AGENT_SLUG = 'talk';

export async function setUpDemo(options: DemoOptions): Promise<Demo> {
  const base = options.url.replace(/\/+$/, '');
  const signedIn = await call(base, 'POST', '/auth/dev/sign-in', null, { user_id: options.user });
  const token = (signedIn as { id_token: string }).id_token;
  const project = (await call(base, 'POST', '/api/projects', token, { name: 'Live agent demo', default_language: 'en' })) as { id: string; site_url: string };
  const at = (path: string) => `/api/projects/${project.id}${path}`;
  await call(base, 'PATCH', at('/modules'), token, { voice: true });
  await call(base, 'PATCH', at('/settings/live-agent'), token, { greeting: 'Welcome to the live agent demo! How can I help?' });
  await call(
    base,
    'PATCH',
    at('/settings/site'),
    token,
    options.placement === 'destination_page'
      ? { live_agent_placement: 'destination_page', live_agent_slug: AGENT_SLUG }
      : { live_agent_placement: options.placement },
  );
  for (const page of DEMO_PAGES) {
    await call(base, 'POST', at('/docs/edit/save'), token, {
      draftId: 'new',
      doc_template_id: 'page',
      language: page.language,
      metadata: { slug: 'about', title: page.title },
      content: page.content,
    });
  }
  const preview = (await call(base, 'POST', at('/publish'), token, {})) as { confirmation_token: string };
  await call(base, 'POST', at('/publish/confirm'), token, { confirmation_token: preview.confirmation_token });
  // The site's own origin (`<project>.localhost:<port>` in the embedded default), as the project names it.
  const site = `${project.site_url}en/`;
  return { projectId: project.id, siteUrl: options.placement === 'destination_page' ? `${site}${AGENT_SLUG}/` : site };
}

async function call(base: string, method: string, path: string, token: string | null, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token !== null && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(`Could not reach the service at ${base}: start it first with \`npm run dev\` (or pass --url).`);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answer;
  if (path === '/auth/dev/sign-in' && response.status === 404) {
    throw new Error('The service does not use the development issuer (an AUTH_* variable is set): the demo signs in with it. Unset AUTH_* and restart.');
  }
  throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.PUBLIC_BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}` },
      user: { type: 'string', default: 'demo' },
      placement: { type: 'string', default: 'widget' },
    },
  });
  const placement = PLACEMENTS.find((p) => p === values.placement);
  if (placement === undefined) {
    process.stderr.write(`--placement must be one of ${PLACEMENTS.join(', ')}\n`);
    process.exit(1);
  }
  try {
    const demo = await setUpDemo({ url: values.url, user: values.user, placement });
    process.stdout.write(
      [
        `Project ${demo.projectId}: voice module on, agent placed as "${placement}", a page published in English and Arabic.`,
        `Open ${demo.siteUrl}`,
        `Press "Talk with us", sign in with the user id "${values.user}", then "Start talking".`,
        `The offline scripted agent hears no speech: type "my name is Ada", "${DEMO_QUESTIONS[0]}", "switch to Arabic", "${DEMO_QUESTIONS[1]}",`,
        '"call the manager", "simulate a dropped connection" or "goodbye".',
        '',
      ].join('\n'),
    );
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
