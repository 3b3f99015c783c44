import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import {
  NO_TOOL_CALLS,
  sessionDaysOf,
  spendToolCall,
  toolCallRefusal,
  type ToolAllowance,
  type ToolCallCounts,
  type ToolCallSpend,
} from '../../../domain/live/tool-allowance.js';

const allowance: ToolAllowance = { perSession: 5, writesPerSession: 2, perMinute: 3 };
const T0 = new Date('2030-03-04T10:00:00.000Z');
const after = (ms: number) => new Date(T0.getTime() + ms);

/** Spends one call after another (`writes` for each), answering each outcome and the counts left. */
function run(calls: ReadonlyArray<{ writes?: boolean; at: Date }>, start: ToolCallCounts = NO_TOOL_CALLS) {
  let counts = start;
  const outcomes: ToolCallSpend[] = [];
  for (const call of calls) {
    const next = spendToolCall(counts, call.writes ?? false, allowance, call.at);
    outcomes.push(next.spend);
    counts = next.counts;
  }
  return { outcomes, counts };
}

describe("A public session's tool-call allowance", () => {
  it('counts calls up to the minute’s rate, then answers too_fast with the seconds to the window’s end', () => {
    const { outcomes, counts } = run([{ at: T0 }, { at: after(1_000) }, { at: after(2_000) }, { at: after(20_500) }]);
    expect(outcomes.map((o) => o.kind)).to.deep.equal(['counted', 'counted', 'counted', 'too_fast']);
    expect(outcomes[3]).to.deep.equal({ kind: 'too_fast', retryAfterSeconds: 40 });
    // The refused call counted nothing.
    expect(counts).to.deep.equal({ calls: 3, writes: 0, window_start: T0.toISOString(), window_calls: 3 });
    // A minute after the window opened, a new one opens at the call.
    const later = spendToolCall(counts, false, allowance, after(60_000));
    expect(later).to.deep.equal({ spend: { kind: 'counted' }, counts: { calls: 4, writes: 0, window_start: after(60_000).toISOString(), window_calls: 1 } });
    // Never less than a second to wait.
    expect(spendToolCall(counts, false, allowance, after(59_999)).spend).to.deep.equal({ kind: 'too_fast', retryAfterSeconds: 1 });
  });

  it('stops at the session’s total, for good: a new minute does not bring calls back', () => {
    const minutes = Array.from({ length: 6 }, (_, i) => ({ at: after(i * 60_000) }));
    const { outcomes, counts } = run(minutes);
    expect(outcomes.map((o) => o.kind)).to.deep.equal(['counted', 'counted', 'counted', 'counted', 'counted', 'calls_spent']);
    expect(counts.calls).to.equal(5);
    expect(spendToolCall(counts, false, allowance, after(3_600_000)).spend).to.deep.equal({ kind: 'calls_spent' });
  });

  it('counts a write in both totals, and refuses writes past theirs while other calls go on', () => {
    const { outcomes, counts } = run([
      { writes: true, at: T0 },
      { writes: true, at: after(60_000) },
      { writes: true, at: after(120_000) },
      { at: after(121_000) },
    ]);
    expect(outcomes.map((o) => o.kind)).to.deep.equal(['counted', 'counted', 'writes_spent', 'counted']);
    expect(counts).to.include({ calls: 3, writes: 2 });
  });

  it('names the session’s total before its writes, and both before the rate', () => {
    const full: ToolCallCounts = { calls: 5, writes: 2, window_start: T0.toISOString(), window_calls: 3 };
    expect(spendToolCall(full, true, allowance, T0).spend).to.deep.equal({ kind: 'calls_spent' });
    expect(spendToolCall({ ...full, calls: 4 }, true, allowance, T0).spend).to.deep.equal({ kind: 'writes_spent' });
    expect(spendToolCall({ ...full, calls: 4 }, false, allowance, T0).spend.kind).to.equal('too_fast');
  });

  it('refuses everything with an allowance of 0', () => {
    expect(spendToolCall(NO_TOOL_CALLS, false, { ...allowance, perSession: 0 }, T0).spend).to.deep.equal({ kind: 'calls_spent' });
    expect(spendToolCall(NO_TOOL_CALLS, true, { ...allowance, writesPerSession: 0 }, T0).spend).to.deep.equal({ kind: 'writes_spent' });
  });

  it('answers a spent allowance with the words the agent says, and calls too fast with a 429', () => {
    expect(toolCallRefusal({ kind: 'counted' }, allowance)).to.equal(null);
    expect(toolCallRefusal({ kind: 'calls_spent' }, allowance)).to.deep.equal(
      E.right(
        'Nothing was done: this conversation has made all the tool calls it may (5). Tell the caller, in the language of the conversation: ' +
          '"I have answered as many questions as I can in one conversation; please start a new one or contact the team."',
      ),
    );
    expect(toolCallRefusal({ kind: 'writes_spent' }, allowance)).to.deep.equal(
      E.right(
        'Nothing was done: this conversation has already passed on all it may for the team (2 answers or transfers). Tell the caller, in the language ' +
          'of the conversation: "I cannot pass anything more on to the team in this conversation; please start a new one or contact the team."',
      ),
    );
    expect(toolCallRefusal({ kind: 'no_session' }, allowance)).to.deep.equal(
      E.right(
        'Nothing was done: this conversation has no live session any more. Tell the caller, in the language of the conversation: ' +
          '"This conversation has ended; please start a new one."',
      ),
    );
    expect(toolCallRefusal({ kind: 'too_fast', retryAfterSeconds: 12 }, allowance)).to.deep.equal(
      E.left({
        _tag: 'RateLimited',
        message: 'Too many tool calls in this conversation (3 a minute). Wait a moment before trying again.',
        retryAfterSeconds: 12,
      }),
    );
  });

  it('looks for the current session on the call’s UTC day and the one before', () => {
    expect(sessionDaysOf(new Date('2030-03-01T00:05:00.000Z'))).to.deep.equal(['2030-03-01', '2030-02-28']);
  });
});
