/** allowed-hosts: what each entry form lets through, and a named error for every bad entry. */
import { describe, expect, it } from '@jest/globals';
import {
  AllowedHostError,
  DEFAULT_ALLOWED_HOSTS,
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
