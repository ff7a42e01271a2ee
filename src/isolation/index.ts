export { sandboxBoundary } from './boundary.js';
export {
  AGENT_CREDENTIAL_NAMES,
  buildAgentEnvironment,
  buildChecksEnvironment,
  passEnvProblem,
} from './environment.js';
export { createSandbox, IsolationUnavailableError, unisolatedSandbox } from './sandbox.js';
export { ISOLATION_MODES, type IsolationMode, type Sandbox } from './types.js';
