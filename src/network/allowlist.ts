/**
 * The `allowed-hosts` list: parsing (each bad entry named with why) and matching a host:port
 * the agent asks the egress proxy for.
 */
import { isIP } from 'node:net';
import type { HostRule } from './types.js';

/** Package registries and their file hosts: what a build needs to install dependencies. */
export const DEFAULT_ALLOWED_HOSTS = [
  // npm (and yarn's mirror of it)
  'registry.npmjs.org',
  'registry.yarnpkg.com',
  // PyPI
  'pypi.org',
  'files.pythonhosted.org',
  // crates.io
  'crates.io',
  'static.crates.io',
  'index.crates.io',
  // Go modules
  'proxy.golang.org',
  'sum.golang.org',
  // RubyGems
  'rubygems.org',
  'index.rubygems.org',
  // Maven Central
  'repo.maven.apache.org',
  'repo1.maven.org',
] as const;

/** A bad `allowed-hosts` entry: the entry and why. */
export class AllowedHostError extends Error {
  override name = 'AllowedHostError';
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

function isHostName(host: string): boolean {
  return host.length <= 253 && host.split('.').every((label) => LABEL.test(label));
}

/** Splits `host`, `[v6]`, `host:port` or `[v6]:port` into host and port. */
function splitHostPort(entry: string): { host: string; port?: string } {
  const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(entry);
  if (bracketed) return { host: bracketed[1]!, port: bracketed[2] };
  if (isIP(entry) === 6) return { host: entry };
  const colon = entry.lastIndexOf(':');
  return colon < 0
    ? { host: entry }
    : { host: entry.slice(0, colon), port: entry.slice(colon + 1) };
}

/** Why `entry` is not an allowed-hosts entry, or its rule. */
export function parseHostRule(entry: string): HostRule | string {
  const text = entry.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text))
    return `"${text}" is a URL: give the host alone (e.g. ${new URL(text).host})`;
  const { host: rawHost, port: rawPort } = splitHostPort(text);
  let port: number | undefined;
  if (rawPort !== undefined) {
    port = /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : NaN;
    if (!(port >= 1 && port <= 65535)) return `"${text}" has no valid port (1-65535)`;
  }
  const wildcard = rawHost.startsWith('*.');
  const host = (wildcard ? rawHost.slice(2) : rawHost).toLowerCase().replace(/\.$/, '');
  if (isIP(host) !== 0) {
    if (wildcard) return `"${text}": a wildcard needs a domain, not an address`;
    return { host, wildcard, ...(port !== undefined ? { port } : {}), text };
  }
  if (host.includes('*'))
    return `"${text}": a wildcard is only allowed as the first label (*.domain)`;
  if (!isHostName(host)) return `"${text}" is not a host name`;
  if (wildcard && !host.includes('.'))
    return `"${text}" would allow a whole top-level domain: name a domain (*.example.com)`;
  return { host, wildcard, ...(port !== undefined ? { port } : {}), text };
}

/** The word in `allowed-hosts` that stands for DEFAULT_ALLOWED_HOSTS (add to them, or leave it out to replace them). */
export const DEFAULTS_WORD = 'defaults';

/**
 * Parses a list (whitespace, comma or newline separated; `defaults` stands for the package
 * registries); throws AllowedHostError naming every bad entry and why.
 */
export function parseAllowedHosts(list: string | readonly string[]): HostRule[] {
  const entries = (typeof list === 'string' ? list.split(/[\s,]+/) : [...list])
    .filter((e) => e.trim() !== '')
    .flatMap((e) => (e.trim().toLowerCase() === DEFAULTS_WORD ? DEFAULT_ALLOWED_HOSTS : [e]));
  const rules: HostRule[] = [];
  const problems: string[] = [];
  for (const entry of entries) {
    const rule = parseHostRule(entry);
    if (typeof rule === 'string') problems.push(rule);
    else rules.push(rule);
  }
  if (problems.length > 0) throw new AllowedHostError(problems.join('; '));
  return rules;
}

/** The rule that lets the agent reach host:port, if any. */
export function allowedBy(
  rules: readonly HostRule[],
  host: string,
  port: number,
): HostRule | undefined {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return rules.find(
    (rule) =>
      (rule.port === undefined || rule.port === port) &&
      (rule.wildcard ? name.endsWith(`.${rule.host}`) : name === rule.host),
  );
}
