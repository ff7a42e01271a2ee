/** The one git wrapper: `createGit(options)` returns the `Git` interface of ./types.ts. */
export { createGit, GitError, isNonFastForwardRejection } from './git.js';
export type * from './types.js';
