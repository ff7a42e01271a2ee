/** The environment of the checks: they run code the agent just wrote. */
import { secretRemovals } from '../../isolation/environment.js';

/**
 * The user's environment minus the secrets: every named secret and every INPUT_* is removed,
 * everything else (PATH, HOME, tool settings) stays, so `npm test` works as in a terminal. The
 * agent's own variables are not the checks' business: its credential is a named secret.
 */
export function checksEnvironment(
  _agentEnv: Record<string, string | undefined> = {},
): Record<string, undefined> {
  return secretRemovals(process.env);
}
