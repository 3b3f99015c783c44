/**
 * What each path parameter and header the routes name means: one name per thing across the
 * API (see routing/path-params.ts). A route naming a parameter not listed here cannot be
 * described, and the description's tests say so.
 */
const MEANINGS: Readonly<Record<string, string>> = {
  projectId: "The project's id.",
  pageId: "The page's id (a live page's or a draft's).",
  draftId: "The draft's id (`draftId` of the open answer).",
  versionId: "The version's id (`version_id` in the version list).",
  templateId: "The template's id.",
  userId: "The member's user id.",
  keyId: "The API key's id.",
  connectorId: 'The connector: `claude`, or `other` for every other client.',
  grantId: "The grant's id (`grant_id` in the connector's grants).",
  groupId: "The sidebar group's id.",
  itemId: "The header navigation item's id.",
  hostname: 'The domain name, as added.',
  captureId: "The capture's id (`capture_id`).",
  imageId: "The image's id.",
  uploadId: 'The upload, from the `Location` of its creation.',
  fileName: "`<image id>.<extension>`, as in the image's `url`.",
  sessionId: "The onboarding session's id.",
  webhookId: "The webhook's id.",
  deliveryId: "The delivery's id.",
  transferId: "The transfer's id (in the callback URL the service gave the provider).",
  releaseId: "The release's id.",
  linkId: "The preview link's id.",
  invitationId: "The invitation's id (`id` in the list of pending invitations).",
  questionId: "The unanswered question's id (`id` in the list of unanswered questions).",
  translationId: "The translation job's id (`id` of its start's answer).",
  token: 'The secret token of a preview link or an invitation, as its `url` carries it.',
  file: 'The file, as a page names it: `<name>-<hash>.<ext>`.',
  asset: 'A file of the reference page: `swagger-ui.css`, `swagger-ui-bundle.js`, `init.js`, `favicon-32x32.png`.',
  uid: 'The authorization request’s interaction id (from the redirect to this page).',
  'x-project-id': 'The project: live voice names it in this header.',
  // Query parameters
  cursor: '`next_cursor` of the previous answer, for the next part of the list.',
  limit: 'How many at most in this answer.',
  language: 'Only this language (BCP-47).',
  slug: "The page's slug (the same in every language).",
  visibility: 'Only documents of this visibility.',
  q: 'Plain words to look for (no query syntax).',
  status: 'Only those in this state.',
  sort: 'The order of the list.',
  url: 'An absolute http or https address (a page of a published site, as the browser shows it).',
};

export function parameterMeaning(name: string): string {
  const meaning = MEANINGS[name];
  if (meaning === undefined) throw new Error(`Parameter ${name} has no description: add it to adapters/http/openapi/parameters.ts`);
  return meaning;
}
