/**
 * The `allowed-hosts` list: parsing (each bad entry named with why) and matching a host:port
 * the agent asks the egress proxy for.
 */
import ipaddr from 'ipaddr.js';
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

function parsePort(text: string, rawPort: string | undefined): number | string | undefined {
  if (rawPort === undefined) return undefined;
  const port = /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : NaN;
  return port >= 1 && port <= 65535 ? port : `"${text}" has no valid port (1-65535)`;
}

/** A CIDR entry (`10.0.0.0/8`, `[fd00::/8]:443`), its problem, or undefined when not one. */
function parseCidrRule(text: string): HostRule | string | undefined {
  const match = /^\[?([0-9a-fA-F.:]+)\/(\d{1,3})\]?(?::(\d+))?$/.exec(text);
  if (!match) return undefined;
  let network: [ipaddr.IPv4 | ipaddr.IPv6, number];
  try {
    network = ipaddr.parseCIDR(`${match[1]}/${match[2]}`);
  } catch {
    return `"${text}" is not a CIDR (e.g. 10.0.0.0/8 or fd00::/8)`;
  }
  const port = parsePort(text, match[3]);
  if (typeof port === 'string') return port;
  const [address, prefix] = network;
  const host = ipaddr.IPv4.isIPv4(address.toString())
    ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${prefix}`).toString()
    : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${prefix}`).toString();
  return { host, prefix, wildcard: false, ...(port !== undefined ? { port } : {}), text };
}

/** Why `entry` is not an allowed-hosts entry, or its rule. */
export function parseHostRule(entry: string): HostRule | string {
  const text = entry.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text))
    return `"${text}" is a URL: give the host alone (e.g. ${new URL(text).host})`;
  const cidr = parseCidrRule(text);
  if (cidr !== undefined) return cidr;
  const { host: rawHost, port: rawPort } = splitHostPort(text);
  const port = parsePort(text, rawPort);
  if (typeof port === 'string') return port;
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

function addressMatches(rule: HostRule, address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (!ipaddr.isValid(rule.host)) return false;
  const ruleAddress = ipaddr.parse(rule.host);
  if (ruleAddress.kind() !== address.kind()) return false;
  if (rule.prefix === undefined) return ruleAddress.toString() === address.toString();
  return address.match(ruleAddress, rule.prefix);
}

/** The address itself, with an IPv4-mapped IPv6 form read as its IPv4 address. */
function parseAddress(host: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  return ipaddr.isValid(host) ? ipaddr.process(host) : undefined;
}

/**
 * The address or CIDR entry that lets the agent reach address:port, if any: what allows an
 * internal address (a name's rule never does).
 */
export function addressAllowedBy(
  rules: readonly HostRule[],
  address: string,
  port: number,
): HostRule | undefined {
  const parsed = parseAddress(address.replace(/^\[|\]$/g, ''));
  if (!parsed) return undefined;
  return rules.find(
    (rule) => (rule.port === undefined || rule.port === port) && addressMatches(rule, parsed),
  );
}

/** The rule that lets the agent ask for host:port, if any. */
export function allowedBy(
  rules: readonly HostRule[],
  host: string,
  port: number,
): HostRule | undefined {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (isIP(name) !== 0) return addressAllowedBy(rules, name, port);
  return rules.find(
    (rule) =>
      rule.prefix === undefined &&
      (rule.port === undefined || rule.port === port) &&
      (rule.wildcard ? name.endsWith(`.${rule.host}`) : name === rule.host),
  );
}
