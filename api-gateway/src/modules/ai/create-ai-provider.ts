import type { AppConfig } from '../../config';
import type { AiProvider } from './providers/ai-provider';
import { BuiltinProvider } from './providers/builtin-provider';
import { OpenAiCompatibleProvider } from './providers/openai-compatible-provider';

/** A remote chat model when AI_BASE_URL is set (the built-in engine stays its fallback), else the built-in engine. */
export function createAiProvider(config: Pick<AppConfig, 'ai'>): AiProvider {
  const { baseUrl, apiKey, model, timeoutMs } = config.ai;
  return baseUrl ? new OpenAiCompatibleProvider({ baseUrl, apiKey, model, timeoutMs }) : new BuiltinProvider();
}
