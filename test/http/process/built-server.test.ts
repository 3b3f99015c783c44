import { describeProductionStart } from './production-start.js';
import { describeServerBundle } from './server-bundle.js';

// Both build dist/ (the bundle test when a source is newer, `npm start` through its prestart) and
// run the server from it. One file, so that they run one after the other even when the suite
// runs in parallel (`npm test`: mocha runs each file whole in one worker): a build rewrites the
// chunks of dist/server/ that a server started from it loads on first use.
describeServerBundle();
describeProductionStart();
