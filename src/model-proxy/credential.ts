/**
 * The credential the harness holds for the model, and how it goes onto a request upstream.
 *
 * Supported: an Anthropic API key (`x-api-key`), a Claude Code OAuth token (`authorization:
 * Bearer` with the `oauth-2025-04-20` beta, as claude sends it for CLAUDE_CODE_OAUTH_TOKEN), and
 * a bearer token for an Anthropic-compatible gateway (ANTHROPIC_AUTH_TOKEN). The agent gets the
 * variable of the same kind, holding its capability instead, so claude behaves as it would with
 * the real credential (its defaults differ between API keys and subscriptions).
 *
 * These are the `anthropic` provider's credentials (providers/anthropic.ts); the cloud
 * providers hold theirs in their own modules under providers/.
 */
import type { OutgoingHttpHeaders } from 'node:http';

export type ModelCredential =
  | { kind: 'api-key'; value: string }
  | { kind: 'oauth-token'; value: string }
  | { kind: 'auth-token'; value: string };

/** The variables through which claude reads each kind of credential. */
export const CREDENTIAL_VARIABLES: Record<ModelCredential['kind'], string> = {
  'api-key': 'ANTHROPIC_API_KEY',
  'oauth-token': 'CLAUDE_CODE_OAUTH_TOKEN',
  'auth-token': 'ANTHROPIC_AUTH_TOKEN',
};

/** The beta flag an OAuth token needs on the Messages API (claude sends it with such a token). */
export const OAUTH_BETA = 'oauth-2025-04-20';

/**
 * The credential to proxy: the action's inputs first (an API key wins over an OAuth token, as
 * claude itself prefers it), else the same variables in the harness's environment.
 */
export function credentialFrom(
  inputs: { anthropicApiKey?: string; claudeCodeOauthToken?: string },
  env: NodeJS.ProcessEnv,
): ModelCredential | undefined {
  const given = (value: string | undefined): string | undefined => value?.trim() || undefined;
  const apiKey = given(inputs.anthropicApiKey) ?? given(env.ANTHROPIC_API_KEY);
  if (apiKey) return { kind: 'api-key', value: apiKey };
  const oauth = given(inputs.claudeCodeOauthToken) ?? given(env.CLAUDE_CODE_OAUTH_TOKEN);
  if (oauth) return { kind: 'oauth-token', value: oauth };
  const bearer = given(env.ANTHROPIC_AUTH_TOKEN);
  if (bearer) return { kind: 'auth-token', value: bearer };
  return undefined;
}

/** The agent's credential variables: its capability under the right name, the others removed. */
export function agentCredentialEnv(
  kind: ModelCredential['kind'],
  capability: string,
): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {};
  for (const name of Object.values(CREDENTIAL_VARIABLES)) env[name] = undefined;
  env[CREDENTIAL_VARIABLES[kind]] = capability;
  return env;
}

/** Puts the real credential on headers the agent's capability was taken off. */
export function authorize(headers: OutgoingHttpHeaders, credential: ModelCredential): void {
  delete headers['x-api-key'];
  delete headers.authorization;
  if (credential.kind === 'api-key') {
    headers['x-api-key'] = credential.value;
    return;
  }
  headers.authorization = `Bearer ${credential.value}`;
  if (credential.kind === 'oauth-token') {
    const betas = String(headers['anthropic-beta'] ?? '')
      .split(',')
      .map((beta) => beta.trim())
      .filter(Boolean);
    if (!betas.includes(OAUTH_BETA)) headers['anthropic-beta'] = [...betas, OAUTH_BETA].join(',');
  }
}

/** The capability a request presents: in `x-api-key`, or as a bearer token. */
export function presentedCapability(headers: Record<string, unknown>): string | undefined {
  const key = headers['x-api-key'];
  if (typeof key === 'string' && key) return key;
  const auth = headers.authorization;
  if (typeof auth !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(auth.trim());
  return match?.[1];
}
