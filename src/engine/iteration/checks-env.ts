/**
 * What the engine tells the check runner about the checks' environment: the variables the user
 * passes (pass-env). The runner builds the rest from the base set it shares with the agent
 * (isolation/environment.ts), with a fresh HOME for each check and no secret of the job's.
 */
import type { RunChecksOptions } from '../../checks/types.js';
import type { EngineSettings } from '../types.js';

export function checksEnvironment(
  settings: Pick<EngineSettings, 'passEnv'>,
): Pick<RunChecksOptions, 'passEnv'> {
  return { passEnv: settings.passEnv ?? [] };
}
