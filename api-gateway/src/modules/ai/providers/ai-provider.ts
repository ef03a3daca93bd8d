import type { AiTask } from '../ai-task';

/** Where AI answers come from: the built-in engine, or a remote chat model with the engine as fallback. */
export interface AiProvider {
  /** 'builtin' or 'openai-compatible': part of every cache key. */
  readonly name: string;
  readonly model: string;
  /** The task's answer for the input, already valid against `task.schema`; throws AiProviderError on failure. */
  run<Input, Output>(task: AiTask<Input, Output>, input: Input): Promise<Output>;
}

export type AiFailureReason = 'timeout' | 'http_error' | 'network_error' | 'refusal' | 'invalid_output';

/** A remote answer that can't be used; the message is safe to log (no key, no prompt). */
export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly reason: AiFailureReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
