import { HtmlValidate } from 'html-validate';

/**
 * The HTML standard's rules (content models, attributes, nesting, the doctype and document
 * structure), without the recommended preset's matters of style. `require-sri` is a policy,
 * not validity: the site's own stylesheet and the service's launcher are named by their hash.
 * Several `<h1>` are valid HTML, and a page's markdown may start with one under its title.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: { 'require-sri': 'off', 'heading-level': ['error', { allowMultipleH1: true }] },
});

/** What html-validate finds wrong with a whole document, one line per problem (none: valid). */
export async function htmlProblems(document: string): Promise<string[]> {
  const report = await validator.validateString(document);
  return report.results.flatMap((result) => result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}
