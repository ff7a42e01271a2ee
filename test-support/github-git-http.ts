/**
 * Git's smart HTTP protocol for the GitHub emulator, the way GitHub (and GitHub Enterprise
 * Server) serves a repository at `<server>/<owner>/<repo>(.git)`: git's own `git http-backend`
 * CGI program answers, on the emulator's bare origin repository. Fetches and pushes need the
 * job token the way actions/checkout and the action send it: `Authorization: basic
 * base64("x-access-token:<token>")`; without it the answer is 401 with a Basic challenge.
 */
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface GitHttpRoute {
  /** What the suffix asks for: refs advertisement, fetch or push. */
  operationId: 'git/info-refs' | 'git/upload-pack' | 'git/receive-pack';
  /** The part after the repository (`/info/refs`, `/git-upload-pack`...). */
  pathInfo: string;
}

/** The git route of `path` for the repository `owner/repo`, or undefined. */
export function gitHttpPath(path: string, fullName: string): GitHttpRoute | undefined {
  const match =
    /^\/([^/]+\/[^/]+?)(?:\.git)?(\/info\/refs|\/git-upload-pack|\/git-receive-pack)$/.exec(path);
  if (!match || match[1]!.toLowerCase() !== fullName.toLowerCase()) return undefined;
  const pathInfo = match[2]!;
  const operationId =
    pathInfo === '/info/refs'
      ? 'git/info-refs'
      : pathInfo === '/git-upload-pack'
        ? 'git/upload-pack'
        : 'git/receive-pack';
  return { operationId, pathInfo };
}

/** The token in a Basic `Authorization` header (GitHub takes it as the password). */
function basicPassword(header: string | undefined): string | undefined {
  const encoded = /^basic\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/** Answers one git request with `git http-backend`; resolves to the HTTP status sent. */
export function serveGitHttp(
  req: IncomingMessage,
  res: ServerResponse,
  options: {
    originDir: string;
    pathInfo: string;
    query: string;
    headers: Record<string, string>;
    token?: string;
  },
): Promise<number> {
  if (
    options.token !== undefined &&
    basicPassword(options.headers.authorization) !== options.token
  ) {
    req.resume();
    res.writeHead(401, {
      'content-type': 'text/plain',
      'www-authenticate': 'Basic realm="GitHub"',
    });
    res.end(
      'Invalid username or token. Password authentication is not supported for Git operations.\n',
    );
    return Promise.resolve(401);
  }
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    GIT_PROJECT_ROOT: options.originDir,
    GIT_HTTP_EXPORT_ALL: '1',
    PATH_INFO: options.pathInfo,
    QUERY_STRING: options.query,
    REQUEST_METHOD: req.method ?? 'GET',
    CONTENT_TYPE: options.headers['content-type'] ?? '',
    // Pushes are allowed to an authenticated user, as git http-backend wants a REMOTE_USER for them.
    REMOTE_USER: 'x-access-token',
    REMOTE_ADDR: '127.0.0.1',
    GIT_CONFIG_NOSYSTEM: '1',
    HOME: options.originDir,
  };
  if (options.headers['content-encoding'])
    env.HTTP_CONTENT_ENCODING = options.headers['content-encoding'];
  if (options.headers['git-protocol']) env.GIT_PROTOCOL = options.headers['git-protocol'];
  return new Promise((resolve) => {
    const child = spawn('git', ['http-backend'], { env, stdio: ['pipe', 'pipe', 'ignore'] });
    req.pipe(child.stdin);
    let head = Buffer.alloc(0);
    let status = 200;
    let started = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (started) {
        res.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers: Record<string, string> = {};
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const colon = line.indexOf(':');
        if (colon < 0) continue;
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number(value.split(' ')[0]);
        else headers[name] = value;
      }
      started = true;
      res.writeHead(status, headers);
      res.write(head.subarray(end + 4));
    });
    child.on('close', () => {
      if (!started) {
        status = 500;
        res.writeHead(500, { 'content-type': 'text/plain' });
      }
      res.end();
      resolve(status);
    });
  });
}
