/** Keeps secrets out of transcripts and summaries. */

/** Environment variables whose values must never be written anywhere. */
export const SECRET_ENV_NAMES = [
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_AUTH_TOKEN',
  'CLAUDE_CODE_OAUTH_TOKEN',
  'GITHUB_TOKEN',
  'GH_TOKEN',
] as const;

export const REDACTED = '[REDACTED]';

/** Shorter values are not treated as secrets (redacting "x" would mangle every line). */
const MIN_SECRET_LENGTH = 6;

/** The secret values found in the given environments. */
export function secretValues(
  ...envs: (Record<string, string | undefined> | undefined)[]
): string[] {
  const values = new Set<string>();
  for (const env of envs) {
    for (const name of SECRET_ENV_NAMES) {
      const value = env?.[name]?.trim();
      if (value && value.length >= MIN_SECRET_LENGTH) values.add(value);
    }
  }
  // Longest first, so a secret that contains another is replaced whole.
  return [...values].sort((a, b) => b.length - a.length);
}

/** A function replacing every occurrence of the secrets in a text. */
export function createRedactor(secrets: string[]): (text: string) => string {
  if (secrets.length === 0) return (text) => text;
  return (text) => {
    let out = text;
    for (const secret of secrets) {
      if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    }
    return out;
  };
}
