/**
 * Secrets in the action: every form a credential takes is masked in the runner's log
 * (`setSecret`), and redacted from everything the action writes or sends itself: log lines,
 * the job summary, and every request to GitHub (comments, the pull request body, statuses).
 */
import type { Octokit } from '@octokit/rest';
import { defaultRedactor, derivedForms, registerSecret } from '../../agent/redact.js';
import type { ActionInputs } from '../inputs.js';
import type { ActionHost } from './host.js';
import { neutraliseLogText, stripTerminalCodes } from '../../text/log-text.js';

/** Masks and registers the inputs' credentials and their derived forms. */
export function maskSecrets(host: ActionHost, inputs: ActionInputs): void {
  for (const secret of [inputs.anthropicApiKey, inputs.claudeCodeOauthToken, inputs.githubToken]) {
    if (!secret) continue;
    registerSecret(secret);
    for (const form of derivedForms(secret)) host.setSecret(form);
  }
}

/** The host with every message, annotation and summary redacted on the way out. */
export function redactingHost(host: ActionHost): ActionHost {
  const redact = (text: string): string => defaultRedactor()(text);
  return {
    ...host,
    getInput: (name) => host.getInput(name),
    setOutput: (name, value) => host.setOutput(name, redact(value)),
    setSecret: (secret) => host.setSecret(secret),
    // Log lines may carry the agent's words: none may command the runner (text/log-text.ts).
    info: (message) => host.info(neutraliseLogText(redact(message))),
    warning: (message, properties) => host.warning(stripTerminalCodes(redact(message)), properties),
    error: (message, properties) => host.error(stripTerminalCodes(redact(message)), properties),
    notice: (message, properties) => host.notice(stripTerminalCodes(redact(message)), properties),
    startGroup: (name) => host.startGroup(stripTerminalCodes(redact(name))),
    endGroup: () => host.endGroup(),
    writeSummary: (markdown) => host.writeSummary(redact(markdown)),
    replaceSummary: (markdown) => host.replaceSummary(redact(markdown)),
    setFailed: (message) => host.setFailed(stripTerminalCodes(redact(message))),
    env: host.env,
  };
}

/** Request fields that carry no user text (and must stay as they are). */
const PLUMBING = new Set(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType']);

function redactValue(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, redact));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, redactValue(inner, redact)]),
    );
  }
  return value;
}

/** Redacts every text parameter of every request the client sends. */
export function redactRequests(octokit: Octokit): Octokit {
  // A client without hooks (a test double) has no requests to redact.
  if (typeof octokit.hook?.before !== 'function') return octokit;
  octokit.hook.before('request', (options) => {
    const redact = defaultRedactor();
    const record = options as unknown as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (!PLUMBING.has(key)) record[key] = redactValue(record[key], redact);
    }
  });
  return octokit;
}
