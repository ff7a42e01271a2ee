import { describe, expect, it } from '@jest/globals';
import { Octokit } from '@octokit/rest';
import { REDACTED } from '../../src/agent/redact.js';
import { maskSecrets, redactingHost, redactRequests } from '../../src/github/flows/masking.js';
import type { ActionHost } from '../../src/github/flows/host.js';
import { readActionInputs } from '../../src/github/inputs.js';

const TOKEN = 'ghs_maskingTestToken0123456789abcdefXYZ';
const b64 = (text: string): string => Buffer.from(text).toString('base64');

function recordingHost(): { host: ActionHost; lines: string[]; masks: string[] } {
  const lines: string[] = [];
  const masks: string[] = [];
  const host: ActionHost = {
    getInput: (name) => (name === 'github-token' ? TOKEN : ''),
    setOutput: (name, value) => lines.push(`output ${name}=${value}`),
    setSecret: (secret) => masks.push(secret),
    info: (m) => lines.push(m),
    warning: (m) => lines.push(`warning ${m}`),
    error: (m) => lines.push(`error ${m}`),
    notice: (m) => lines.push(`notice ${m}`),
    startGroup: (m) => lines.push(`group ${m}`),
    endGroup: () => undefined,
    writeSummary: async (m) => void lines.push(`summary ${m}`),
    replaceSummary: async (m) => void lines.push(`replace summary ${m}`),
    setFailed: (m) => lines.push(`failed ${m}`),
    env: {},
  };
  return { host, lines, masks };
}

describe('secrets in the action', () => {
  it('masks the token and every derived form, and redacts what the action prints', async () => {
    const { host, lines, masks } = recordingHost();
    maskSecrets(
      host,
      readActionInputs((name) => host.getInput(name)),
    );
    expect(masks).toEqual(
      expect.arrayContaining([TOKEN, `x-access-token:${TOKEN}`, b64(`x-access-token:${TOKEN}`)]),
    );
    const out = redactingHost(host);
    out.info(`pushing with AUTHORIZATION: basic ${b64(`x-access-token:${TOKEN}`)}`);
    out.warning(`raw ${TOKEN}`);
    await out.writeSummary(`| ${TOKEN} |`);
    await out.replaceSummary(`| ${TOKEN} |`);
    out.setFailed(`failed: ${TOKEN}`);
    expect(lines.join('\n')).not.toContain(TOKEN);
    expect(lines.join('\n')).not.toContain(b64(`x-access-token:${TOKEN}`));
    expect(lines).toContain(`pushing with AUTHORIZATION: basic ${REDACTED}`);
    expect(lines).toContain(`replace summary | ${REDACTED} |`);
  });

  it('redacts every text field of every request to GitHub', async () => {
    const sent: unknown[] = [];
    const octokit = redactRequests(
      new Octokit({
        auth: TOKEN,
        request: {
          fetch: async (
            _url: string,
            init: { body?: string; headers?: Record<string, string> },
          ) => {
            sent.push({ body: init.body, auth: init.headers?.authorization });
            return new Response(JSON.stringify({ id: 1 }), {
              status: 201,
              headers: { 'content-type': 'application/json' },
            });
          },
        },
      }),
    );
    await octokit.rest.issues.createComment({
      owner: 'acme',
      repo: 'widgets',
      issue_number: 1,
      body: `leaked ${TOKEN} and ${b64(`x-access-token:${TOKEN}`)}`,
    });
    const [request] = sent as { body: string; auth: string }[];
    expect(JSON.parse(request!.body)).toEqual({ body: `leaked ${REDACTED} and ${REDACTED}` });
    // The client still authenticates with the token itself.
    expect(request!.auth).toBe(`token ${TOKEN}`);
  });
});
