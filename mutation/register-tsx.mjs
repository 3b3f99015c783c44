// Registers tsx in a Stryker test process once it runs in its sandbox (see stryker.config.mjs).
import { register } from 'tsx/esm/api';

register();
