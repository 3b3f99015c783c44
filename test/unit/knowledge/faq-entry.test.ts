import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { faqEntry, readAnswer, readQuestion, withEntry } from '../../../domain/knowledge/faq-entry.js';
import { leftOf } from '../../support/expect.js';

describe('FAQ entries', () => {
  it('reads a question as one heading line', () => {
    expect(readQuestion('  ## Do you\n deliver   on Sundays? ')).to.deep.equal(E.right('Do you deliver on Sundays?'));
    leftOf(readQuestion('   '));
    leftOf(readQuestion(42));
    leftOf(readQuestion('x'.repeat(501)));
  });

  it('escapes answer lines that would start a heading', () => {
    expect(readAnswer('Yes.\n# Not a heading\r\n\r\n\r\n\r\nBye')).to.deep.equal(E.right('Yes.\n\\# Not a heading\n\nBye'));
    leftOf(readAnswer(''));
    leftOf(readAnswer(null));
  });

  it('appends an entry once', () => {
    const entry = faqEntry('Do you deliver?', 'Yes, in Paris.');
    expect(entry).to.equal('## Do you deliver?\n\nYes, in Paris.\n');
    expect(withEntry('', entry)).to.equal(entry);
    const content = withEntry('# FAQ\n\n## Hours?\n\n9 to 5.\n\n', entry);
    expect(content).to.equal(`# FAQ\n\n## Hours?\n\n9 to 5.\n\n${entry}`);
    expect(withEntry(content, entry)).to.equal(content);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (q, a) => {
        readQuestion(q);
        readAnswer(a);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 20_000 }), (s) => {
        const q = readQuestion(s);
        if (E.isRight(q)) expect(q.right).to.not.include('\n');
      }),
    );
  });
});
