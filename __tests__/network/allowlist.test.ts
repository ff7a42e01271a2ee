/** allowed-hosts: what each entry form lets through, and a named error for every bad entry. */
import { describe, expect, it } from '@jest/globals';
import {
  AllowedHostError,
  DEFAULT_ALLOWED_HOSTS,
  addressAllowedBy,
  allowedBy,
  parseAllowedHosts,
} from '../../src/network/allowlist.js';

describe('parseAllowedHosts', () => {
  it('reads hosts, *.domain and host:port, comma, space or newline separated', () => {
    const rules = parseAllowedHosts('example.com, *.corp.example\n127.0.0.1:8080 [::1]:443');
    expect(rules.map((r) => [r.host, r.wildcard, r.port])).toEqual([
      ['example.com', false, undefined],
      ['corp.example', true, undefined],
      ['127.0.0.1', false, 8080],
      ['::1', false, 443],
    ]);
  });

  it('`defaults` stands for the package registries; without it they are replaced', () => {
    const withDefaults = parseAllowedHosts('defaults, example.com');
    expect(withDefaults.map((r) => r.host)).toEqual([...DEFAULT_ALLOWED_HOSTS, 'example.com']);
    expect(parseAllowedHosts('example.com').map((r) => r.host)).toEqual(['example.com']);
    expect(DEFAULT_ALLOWED_HOSTS).toEqual(
      expect.arrayContaining([
        'registry.npmjs.org',
        'pypi.org',
        'files.pythonhosted.org',
        'static.crates.io',
        'proxy.golang.org',
        'rubygems.org',
        'repo1.maven.org',
      ]),
    );
  });

  it('names every bad entry and why, in one AllowedHostError', () => {
    const attempt = (): unknown =>
      parseAllowedHosts('https://example.com/x, host:99999, *.com, a*.b.com, bad_host!, *.1.2.3.4');
    expect(attempt).toThrow(AllowedHostError);
    expect(attempt).toThrow(
      '"https://example.com/x" is a URL: give the host alone (e.g. example.com); ' +
        '"host:99999" has no valid port (1-65535); ' +
        '"*.com" would allow a whole top-level domain: name a domain (*.example.com); ' +
        '"a*.b.com": a wildcard is only allowed as the first label (*.domain); ' +
        '"bad_host!" is not a host name; ' +
        '"*.1.2.3.4": a wildcard needs a domain, not an address',
    );
  });
});

describe('allowedBy', () => {
  const rules = parseAllowedHosts('example.com *.corp.example 127.0.0.1:8080');

  it('a host allows any port of that host, not its subdomains', () => {
    expect(allowedBy(rules, 'example.com', 443)?.text).toBe('example.com');
    expect(allowedBy(rules, 'EXAMPLE.com.', 80)?.text).toBe('example.com');
    expect(allowedBy(rules, 'api.example.com', 443)).toBeUndefined();
    expect(allowedBy(rules, 'evil-example.com', 443)).toBeUndefined();
  });

  it('*.domain allows its subdomains only', () => {
    expect(allowedBy(rules, 'git.corp.example', 443)?.text).toBe('*.corp.example');
    expect(allowedBy(rules, 'a.b.corp.example', 22)?.text).toBe('*.corp.example');
    expect(allowedBy(rules, 'corp.example', 443)).toBeUndefined();
    expect(allowedBy(rules, 'notcorp.example', 443)).toBeUndefined();
  });

  it('host:port allows that port only', () => {
    expect(allowedBy(rules, '127.0.0.1', 8080)?.text).toBe('127.0.0.1:8080');
    expect(allowedBy(rules, '127.0.0.1', 8081)).toBeUndefined();
  });
});

describe('CIDR entries', () => {
  it('parse with or without a port, IPv4 and IPv6; a bad one is named', () => {
    expect(parseAllowedHosts('10.0.0.0/8 [fd00::/8]:443 192.168.1.7/16:5432 fd00::/8')).toEqual([
      { host: '10.0.0.0', prefix: 8, wildcard: false, text: '10.0.0.0/8' },
      { host: 'fd00::', prefix: 8, wildcard: false, port: 443, text: '[fd00::/8]:443' },
      { host: '192.168.0.0', prefix: 16, wildcard: false, port: 5432, text: '192.168.1.7/16:5432' },
      { host: 'fd00::', prefix: 8, wildcard: false, text: 'fd00::/8' },
    ]);
    expect(() => parseAllowedHosts('10.0.0.0/33, 10.0.0.0/8:0')).toThrow(
      '"10.0.0.0/33" is not a CIDR (e.g. 10.0.0.0/8 or fd00::/8); "10.0.0.0/8:0" has no valid port (1-65535)',
    );
  });

  it('allow the addresses inside (IPv4-mapped forms read as IPv4), never a name', () => {
    const rules = parseAllowedHosts('10.0.0.0/8, [fd00::/8]:443');
    expect(allowedBy(rules, '10.20.30.40', 22)?.text).toBe('10.0.0.0/8');
    expect(allowedBy(rules, '11.0.0.1', 22)).toBeUndefined();
    expect(addressAllowedBy(rules, '::ffff:10.1.2.3', 80)?.text).toBe('10.0.0.0/8');
    expect(allowedBy(rules, 'fd12::1', 443)?.text).toBe('[fd00::/8]:443');
    expect(allowedBy(rules, 'fd12::1', 80)).toBeUndefined();
    expect(allowedBy(rules, 'db.internal', 443)).toBeUndefined();
  });
});
