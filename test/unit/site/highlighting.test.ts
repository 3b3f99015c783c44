import { expect } from 'chai';
import { renderMarkdown } from '../../../infrastructure/site/render/markdown.js';
import { OffThreadHighlighter } from '../../../infrastructure/site/render/theme/off-thread-highlighter.js';

/** A stand-in of the highlighting worker: "hang" never answers, anything else comes back marked with its length. */
const STAND_IN = new URL(
  `data:text/javascript,${encodeURIComponent(`
  import { parentPort } from 'node:worker_threads';
  parentPort.on('message', ({ id, input }) => {
    if (input.blocks.some((block) => block.code === 'hang')) for (;;) {}
    parentPort.postMessage({ id, output: input.blocks.map((block) => '<b>' + block.code.length + '</b>') });
  });
  parentPort.postMessage({ ready: true });
`)}`,
);

const block = (chars: number, code = 'x') => ({ code: code.repeat(chars), language: 'js' });

describe('Site theme: code highlighting off the event loop, within its budgets', () => {
  let highlighter: OffThreadHighlighter;
  beforeEach(() => {
    highlighter = new OffThreadHighlighter({ timeMs: 300, blockChars: 100, pageChars: 250 }, STAND_IN);
  });
  afterEach(() => highlighter.close());

  it('highlights what the size budget allows, in page order, and leaves a block over it (or past the page’s) plain', async () => {
    expect(await highlighter.highlight([block(100), block(101), block(100), block(60), block(40)])).to.deep.equal([
      '<b>100</b>',
      null,
      '<b>100</b>',
      null,
      '<b>40</b>',
    ]);
  });

  it('leaves a page plain when its highlighting runs over the time budget, the event loop free all along, then goes on', async () => {
    const order: string[] = [];
    const highlighted = highlighter.highlight([block(1, 'hang'), block(10)]).then((answers) => (order.push('highlighted'), answers));
    // A timer set now fires while the worker is busy: nothing waits on the event loop.
    setTimeout(() => order.push('timer'), 0);
    expect(await highlighted).to.deep.equal([null, null]);
    expect(order).to.deep.equal(['timer', 'highlighted']);
    expect(await highlighter.highlight([block(10)])).to.deep.equal(['<b>10</b>']);
  });

  it('renders a block over the budget (64 KiB) as plain escaped code: the markup of a highlighted one, without colours', async () => {
    const code = 'let a = "<b>" & 1;\n'.repeat(4000);
    const html = await renderMarkdown(`\`\`\`js\n${code}\`\`\``);
    expect(html).to.equal(
      `<pre class="code" dir="ltr" tabindex="0"><code class="language-js">${'let a = &quot;&lt;b&gt;&quot; &amp; 1;\n'.repeat(3999)}let a = &quot;&lt;b&gt;&quot; &amp; 1;</code></pre>\n`,
    );
  });
});
