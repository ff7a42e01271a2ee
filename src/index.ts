/** Bundled as dist/index.js: the action's process. Cancelling the job stops the agent cleanly. */
import { coreHost, defaultDeps, run } from './main.js';

const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => controller.abort(new Error(`received ${signal}`)));
}
await run(coreHost(), defaultDeps(controller.signal));
