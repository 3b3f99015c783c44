import { expect } from 'chai';
import type { InstanceKeyStore } from '../../../application/shared/instance-keys.js';

/** What every InstanceKeyStore does: the first candidate for a name is the key, for every later and concurrent caller. */
export function instanceKeyStoreContract(store: () => InstanceKeyStore): void {
  it('keeps the first candidate and answers it, as existing, to every later one', async () => {
    expect(await store().ensure('dev-issuer', 'first')).to.deep.equal({ kind: 'created', value: 'first' });
    expect(await store().ensure('dev-issuer', 'second')).to.deep.equal({ kind: 'existing', value: 'first' });
  });

  it('lets exactly one of several concurrent callers create the key; all answer that one', async () => {
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((candidate) => store().ensure('voice-token', candidate)));
    const created = answers.filter((answer) => answer.kind === 'created');
    expect(created).to.have.length(1);
    expect(answers.map((answer) => answer.value)).to.deep.equal(Array(4).fill(created[0]!.value));
  });

  it('keeps each name apart', async () => {
    await store().ensure('dev-issuer', 'issuer key');
    expect(await store().ensure('webhook-sealing', 'sealing key')).to.deep.equal({ kind: 'created', value: 'sealing key' });
    expect(await store().ensure('dev-issuer', 'other')).to.deep.equal({ kind: 'existing', value: 'issuer key' });
  });
}
