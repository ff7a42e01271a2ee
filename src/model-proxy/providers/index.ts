/**
 * The provider a run uses, from the `model-provider` setting and the job's environment. Each
 * provider reads its own credentials and settings here; a missing one is a ProviderError
 * naming the variable, raised before any agent starts.
 */
import { credentialFrom } from '../credential.js';
import { anthropicProvider } from './anthropic.js';
import { bedrockProvider, bedrockSettings } from './bedrock.js';
import { foundryProvider, foundrySettings } from './foundry.js';
import { ProviderError, type ModelProvider, type ModelProviderName } from './provider.js';
import { vertexProvider } from './vertex.js';

export {
  MODEL_PROVIDERS,
  ProviderError,
  type ModelProvider,
  type ModelProviderName,
} from './provider.js';

export interface ProviderInputs {
  anthropicApiKey?: string;
  claudeCodeOauthToken?: string;
}

/**
 * The provider named, with its credential from the inputs or `env`. For `anthropic` without
 * any credential: undefined (the caller says what is missing, or lets claude say it).
 */
export function providerFrom(
  name: ModelProviderName,
  inputs: ProviderInputs,
  env: NodeJS.ProcessEnv,
): ModelProvider | undefined {
  switch (name) {
    case 'anthropic': {
      const credential = credentialFrom(inputs, env);
      return credential && anthropicProvider(credential, env.ANTHROPIC_BASE_URL);
    }
    case 'bedrock':
      return bedrockProvider(bedrockSettings(env));
    case 'foundry':
      return foundryProvider(foundrySettings(env));
    case 'vertex':
      // The credentials file must not stay where the agent works.
      return vertexProvider(env, {
        workspaces: [process.cwd(), ...(env.GITHUB_WORKSPACE ? [env.GITHUB_WORKSPACE] : [])],
      });
    default:
      throw new ProviderError(`model-provider '${name}' is not supported by this version.`);
  }
}
