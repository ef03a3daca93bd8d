import type { AiTask } from '../ai-task';
import type { AiProvider } from './ai-provider';

/**
 * The offline engine: every task computes its answer from the facts it was given. The model name is a
 * version: bump it when the engine's reasoning changes so old cached answers are no longer used.
 */
export class BuiltinProvider implements AiProvider {
  readonly name = 'builtin';
  readonly model = 'forkcast-engine-3';

  async run<Input, Output>(task: AiTask<Input, Output>, input: Input): Promise<Output> {
    return task.schema.parse(task.builtin(input));
  }
}
