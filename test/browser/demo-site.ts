import { expect } from 'chai';
import sharp from 'sharp';
import type { TestApp } from '../support/test-app.js';
import { publish } from '../http/publishing/support.js';

/** A landscape for the demo page: drawn here, so the tests need no file and no network. */
export const LANDSCAPE = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5e8"/><stop offset="1" stop-color="#f6d8b8"/></linearGradient></defs>
<rect width="1600" height="800" fill="url(#sky)"/><circle cx="1220" cy="250" r="90" fill="#fff4c2"/>
<path d="M0 560 L260 330 L470 520 L720 270 L1010 560 L1260 380 L1600 600 V800 H0Z" fill="#4f7a6a"/>
<path d="M0 660 Q400 560 800 650 T1600 640 V800 H0Z" fill="#2f5548"/></svg>`;

export const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">
<rect width="240" height="240" rx="56" fill="#0f766e"/><path d="M60 170 L120 60 L180 170Z" fill="#ffffff"/><circle cx="120" cy="150" r="22" fill="#0f766e"/></svg>`;

export async function uploadPng(app: TestApp, projectId: string, svg: string): Promise<{ id: string; url: string }> {
  const body = await sharp(Buffer.from(svg)).png().toBuffer();
  const response = await fetch(`${app.url}/api/projects/${projectId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await app.token('owner')}`, 'content-type': 'image/png' },
    body,
  });
  expect(response.status).to.equal(201);
  return (await response.json()) as { id: string; url: string };
}

const GUIDE = (image: string) => `# Getting started

Northwind Outfitters makes **weatherproof gear** for long walks. This guide shows how an order
travels from our workshop to your door, and what you can expect at each step.

## Delivery times

| Region | Standard | Express | Carrier |
|:-------|---------:|--------:|:--------|
| Europe | 3–5 days | 1–2 days | PostNord |
| North America | 6–9 days | 3 days | UPS |
| Asia and Pacific | 8–12 days | 4 days | DHL |

> “The jacket survived a week of Scottish rain. The parcel arrived a day early.”
> — a customer in Glasgow

## Tracking an order

Every order gets a tracking number. You can also ask our API for the status of a parcel:

\`\`\`ts
const response = await fetch(\`https://api.northwind.example/orders/\${orderId}\`);
const { status, eta } = (await response.json()) as { status: 'packed' | 'shipped'; eta: string };
console.log(\`Order \${orderId} is \${status}, expected on \${eta}\`); // e.g. shipped
\`\`\`

Use \`orderId\` from your confirmation email.

![Hills at dusk behind the workshop](${image})

## Before you go

- [x] Check the size guide
- [ ] Waterproof the seams again after ten washes

Repairs are free for two years.[^repairs]

[^repairs]: Send the item back with the repair form; we pay the postage.
`;

const ARABIC = `# من نحن

نصنع في **نورثويند** ملابس مقاومة للطقس للمشي الطويل، في ورشة صغيرة منذ عام ٢٠٠٩.

## مواعيد التوصيل

| المنطقة | العادي | السريع |
|:--|:--|:--|
| أوروبا | ٣–٥ أيام | يوم إلى يومين |
| الشرق الأوسط | ٤–٦ أيام | يومان |

> «وصلت السترة قبل موعدها بيوم، وصمدت أمام المطر أسبوعًا كاملًا.»

## قبل الطلب

- راجع دليل المقاسات.
- الإصلاحات مجانية لمدة عامين.

رقم الطلب في رسالة التأكيد، مثل \`NW-2041\`.
`;

export interface DemoSite {
  readonly projectId: string;
  /** The site's own address (the project's `site_url`): reachable by a browser when the app listens at PUBLIC_BASE_URL's port. */
  readonly siteUrl: string;
  /** Paths below the site's root. */
  readonly guide: string;
  readonly arabic: string;
  readonly index: string;
  readonly missing: string;
}

/**
 * A published site as an owner would make one: three languages, navigation, an accent colour
 * and a logo, and pages with a table, code, a quote, an image, a task list and a footnote.
 */
export async function publishDemoSite(app: TestApp): Promise<DemoSite> {
  const projectId = await app.createProject('owner', { name: 'Northwind Outfitters', default_language: 'en' });
  const api = (rest: string) => `/api/projects/${projectId}${rest}`;
  const [landscape, logo] = [await uploadPng(app, projectId, LANDSCAPE), await uploadPng(app, projectId, LOGO)];
  const page = async (slug: string, language: string, title: string, content: string, description?: string) => {
    const saved = await app.request('POST', api('/docs/edit/save'), {
      as: 'owner',
      body: { draftId: 'new', doc_template_id: 'page', language, metadata: { slug, title, ...(description && { description }) }, content },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.be.oneOf([200, 201]);
  };
  await page('guide', 'en', 'Getting started', GUIDE(landscape.url), 'How an order travels from our workshop to your door.');
  await page('about', 'en', 'About us', 'We are a small workshop in Bergen.', 'Who makes your gear.');
  await page('returns', 'en', 'Returns', 'Send anything back within 60 days.', 'Returns and repairs.');
  await page('guide', 'fr', 'Bien commencer', 'Le guide en français.');
  await page('about', 'ar', 'من نحن', ARABIC, 'من يصنع ملابسك.');
  await page('returns', 'ar', 'الإرجاع', 'يمكنك إرجاع أي منتج خلال ٦٠ يومًا.');
  const nav = (language: string, label: string, slug: string) =>
    app.request('POST', api('/header-nav-items'), { as: 'owner', body: { language, label, slug } });
  await nav('en', 'Guide', 'guide');
  await nav('en', 'About', 'about');
  await nav('ar', 'من نحن', 'about');
  const group = (language: string, title: string, items: Array<{ slug: string; label: string }>) =>
    app.request('POST', api('/sidebar-groups'), { as: 'owner', body: { language, title, items } });
  await group('en', 'Shopping', [
    { slug: 'guide', label: 'Getting started' },
    { slug: 'returns', label: 'Returns' },
  ]);
  await group('en', 'Company', [{ slug: 'about', label: 'About us' }]);
  await group('ar', 'الشركة', [
    { slug: 'about', label: 'من نحن' },
    { slug: 'returns', label: 'الإرجاع' },
  ]);
  const settings = await app.request('PATCH', api('/settings/site'), { as: 'owner', body: { accent_color: '#0f766e', logo_image_id: logo.id } });
  expect(settings.status, JSON.stringify(settings.body)).to.equal(200);
  await publish(app, projectId);
  const { site_url: siteUrl } = (await app.request('GET', api(''), { as: 'owner' })).body as { site_url: string };
  return { projectId, siteUrl, guide: 'en/guide/', arabic: 'ar/about/', index: 'en/', missing: 'en/no-such-page/' };
}
