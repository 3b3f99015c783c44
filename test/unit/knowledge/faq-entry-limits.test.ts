import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { readAnswer, readQuestion, withEntry } from '../../../domain/knowledge/faq-entry.js';

const refused = (message: string) => E.left({ _tag: 'Invalid', message });

describe('FAQ entries, each limit and cleaning rule', () => {
  it('takes a question of up to 500 characters after cleaning, and refuses huge input before cleaning', () => {
    expect(readQuestion(` ${'q'.repeat(500)}\n`)).to.deep.equal(E.right('q'.repeat(500)));
    expect(readQuestion('q'.repeat(501))).to.deep.equal(refused('question is longer than 500 characters'));
    expect(readQuestion(`q${' '.repeat(1999)}`)).to.deep.equal(E.right('q'));
    expect(readQuestion(`q${' '.repeat(2000)}`)).to.deep.equal(refused('question is longer than 500 characters'));
    expect(readQuestion('Open\u0000on\tSunday?')).to.deep.equal(E.right('Open on Sunday?'));
  });

  it('takes an answer of up to 4000 characters after cleaning, and refuses huge input before cleaning', () => {
    expect(readAnswer(`${'a'.repeat(4000)}  `)).to.deep.equal(E.right('a'.repeat(4000)));
    expect(readAnswer('a'.repeat(4001))).to.deep.equal(refused('answer is longer than 4000 characters'));
    expect(readAnswer(`a${' '.repeat(15999)}`)).to.deep.equal(E.right('a'));
    expect(readAnswer(`a${' '.repeat(16000)}`)).to.deep.equal(refused('answer is longer than 4000 characters'));
  });

  it('keeps the answer’s line breaks in any convention, turns other control characters into spaces, and escapes heading lines', () => {
    expect(readAnswer('one\r\ntwo\rthree\u0007four\u2028five')).to.deep.equal(E.right('one\ntwo\nthree four five'));
    expect(readAnswer('# not a heading\n   ## nor this\n    # code\nA #tag   ')).to.deep.equal(
      E.right('\\# not a heading\n   \\## nor this\n    # code\nA #tag'),
    );
    expect(readAnswer('a\n\n\n\nb')).to.deep.equal(E.right('a\n\nb'));
  });

  it('appends an entry once, however it is spaced', () => {
    const entry = '## Q?\n\nA.\n';
    expect(withEntry(`Intro\n\n${entry}`, `\n${entry}\n`)).to.equal(`Intro\n\n${entry}`);
    expect(withEntry('Intro\n\n\n', entry)).to.equal(`Intro\n\n${entry}`);
    expect(withEntry('  \n', entry)).to.equal(entry);
  });
});
