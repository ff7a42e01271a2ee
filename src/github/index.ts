/** GitHub adapters: the REST/GraphQL client, events, commands, permissions, PR, status, push. */
export { basicAuthHeader } from './auth.js';
export {
  apiUrlFromEnv,
  createOctokit,
  safeToRepeat,
  secondMsFromEnv,
  waitForRateLimit,
  type Octokit,
  type OctokitOptions,
} from './client.js';
export { react, reply, type ReactionContent } from './comments.js';
export {
  DEFAULT_COMMAND_PREFIX,
  firstProseLine,
  HELP_TEXT,
  parseCommand,
  type RalphCommand,
} from './commands.js';
export {
  classifyEvent,
  HANDLED_EVENTS,
  PLAN_LABEL,
  unsupportedEventNotice,
  type ClassifyOptions,
  type CommentFacts,
  type Trigger,
} from './events.js';
export {
  DEFAULT_GIT_USER_EMAIL,
  DEFAULT_GIT_USER_NAME,
  findUnknownInputs,
  INPUT_DEFAULTS,
  INPUT_NAMES,
  MAX_ITERATIONS,
  MODES,
  readActionInputs,
  splitList,
  splitShellWords,
  type ActionInputs,
  type ActionMode,
  type InputName,
} from './inputs.js';
export {
  checkCommandAuthorization,
  type Authorization,
  type CommandAuthorizationRequest,
} from './permissions.js';
export {
  ensurePullRequest,
  findOpenPullRequest,
  getPullRequest,
  setDraft,
  type EnsurePullRequestArgs,
  type PullRequestRef,
} from './pulls.js';
export { pushWithRebase, type PushWithRebaseOptions } from './push.js';
export {
  setCommitStatus,
  STATUS_DESCRIPTION_LIMIT,
  truncateDescription,
  type CommitStatus,
  type CommitStatusState,
} from './status.js';
