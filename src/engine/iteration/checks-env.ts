/** The environment of the checks: they run code the agent just wrote. */
import { SECRET_ENV_NAMES } from '../../agent/redact.js';

/**
 * The checks get none of the credentials: every variable the agent's environment sets or
 * removes, and every known secret, is removed.
 */
export function checksEnvironment(
  agentEnv: Record<string, string | undefined>,
): Record<string, undefined> {
  const env: Record<string, undefined> = {};
  for (const key of [...Object.keys(agentEnv), ...SECRET_ENV_NAMES]) env[key] = undefined;
  for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_')) env[key] = undefined;
  return env;
}
