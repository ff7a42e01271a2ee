/**
 * The header git needs to push over HTTPS with a GitHub token, as actions/checkout builds it.
 * Pass it as GitOptions.authHeader (it goes to `http.extraheader` per command, never to disk).
 */
export function basicAuthHeader(token: string): string {
  const credentials = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
  return `AUTHORIZATION: basic ${credentials}`;
}
