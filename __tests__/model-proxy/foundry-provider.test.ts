/**
 * The Foundry provider's parts: its settings from the job's environment (each missing one
 * named), the credential it puts on in place of claude's placeholder, and the agent's
 * variables (Foundry mode at the proxy, the capability in a header, no key).
 */
import { describe, expect, test } from '@jest/globals';
import { foundryProvider, foundrySettings } from '../../src/model-proxy/providers/foundry.js';

describe('foundrySettings', () => {
  test('the resource or the base URL, and the key before the token', () => {
    expect(
      foundrySettings({ ANTHROPIC_FOUNDRY_RESOURCE: 'acme-ai', ANTHROPIC_FOUNDRY_API_KEY: 'k' }),
    ).toEqual({
      upstream: 'https://acme-ai.services.ai.azure.com/anthropic',
      credential: { kind: 'api-key', value: 'k' },
    });
    expect(
      foundrySettings({
        ANTHROPIC_FOUNDRY_BASE_URL: 'https://gw.example/anthropic',
        ANTHROPIC_FOUNDRY_AUTH_TOKEN: 't',
      }),
    ).toEqual({
      upstream: 'https://gw.example/anthropic',
      credential: { kind: 'bearer', value: 't' },
    });
  });

  test('names what is missing', () => {
    expect(() => foundrySettings({ ANTHROPIC_FOUNDRY_API_KEY: 'k' })).toThrow(
      'set ANTHROPIC_FOUNDRY_RESOURCE (its name) or ANTHROPIC_FOUNDRY_BASE_URL',
    );
    expect(() => foundrySettings({ ANTHROPIC_FOUNDRY_RESOURCE: 'acme-ai' })).toThrow(
      'ANTHROPIC_FOUNDRY_API_KEY (the resource',
    );
    expect(() =>
      foundrySettings({ ANTHROPIC_FOUNDRY_RESOURCE: 'a/b', ANTHROPIC_FOUNDRY_API_KEY: 'k' }),
    ).toThrow('ANTHROPIC_FOUNDRY_RESOURCE is not a resource name');
  });
});

describe('foundryProvider', () => {
  const provider = foundryProvider({
    upstream: 'https://acme-ai.services.ai.azure.com/anthropic',
    credential: { kind: 'bearer', value: 'entra-token' },
  });

  test("puts the real credential on in place of claude's placeholder", async () => {
    const request = await provider.authorize({
      method: 'POST',
      target: '/anthropic/v1/messages?beta=true',
      headers: { authorization: 'Bearer skip-foundry-auth', 'x-api-key': 'x' },
      body: Buffer.from('{}'),
    });
    expect(request.headers).toEqual({ authorization: 'Bearer entra-token' });
    expect(provider.route('POST', '/v1/messages?beta=true')).toEqual({ endpoint: 'messages' });
    expect(provider.route('GET', '/v1/models')).toBeUndefined();
  });

  test("the agent's variables hold its capability and the proxy, never the credential", () => {
    const env = provider.agentEnv('http://127.0.0.1:4100', 'ralph-cap-y', {});
    expect(env).toMatchObject({
      CLAUDE_CODE_USE_FOUNDRY: '1',
      CLAUDE_CODE_SKIP_FOUNDRY_AUTH: '1',
      ANTHROPIC_FOUNDRY_BASE_URL: 'http://127.0.0.1:4100',
      ANTHROPIC_CUSTOM_HEADERS: 'x-ralph-capability: ralph-cap-y',
      ANTHROPIC_FOUNDRY_API_KEY: undefined,
      ANTHROPIC_FOUNDRY_AUTH_TOKEN: undefined,
    });
    expect(JSON.stringify(env)).not.toContain('entra-token');
    expect(provider.presentedCapability({ authorization: 'Bearer skip-foundry-auth' })).toBe(
      undefined,
    );
    expect(provider.presentedCapability({ 'x-ralph-capability': 'ralph-cap-y' })).toBe(
      'ralph-cap-y',
    );
  });
});
