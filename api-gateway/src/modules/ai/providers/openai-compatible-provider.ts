import { z } from 'zod';
import type { AiTask } from '../ai-task';
import { AiProviderError, type AiProvider } from './ai-provider';

export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1 (no trailing slash); the request goes to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const chatResponseSchema = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
});

const SYSTEM_PREAMBLE =
  'You are the assistant of Forkcast, a restaurant-decision app. Use only the facts given in the user message; ' +
  'never invent reviews, ratings, prices, dishes a place is known for, or opening hours. Where a fact is missing, say so plainly. ' +
  'Answer with one JSON object and nothing else.';

/** Turns the zod output schema into the shape description the model is asked to follow. */
function shapeOf(schema: z.ZodType): string {
  try {
    return JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  } catch {
    return 'the JSON object described above';
  }
}

/** Short, secret-free description of why an answer didn't validate, for the repair turn and the log. */
function describeInvalid(error: unknown): string {
  if (error instanceof z.ZodError) {
    return error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
  }
  return error instanceof Error ? error.message.slice(0, 200) : 'invalid JSON';
}

/**
 * Any server speaking the OpenAI chat-completions protocol (OpenAI, Azure-compatible gateways, Ollama,
 * vLLM…). Asks for a JSON object, validates it with the task's schema and, when it doesn't validate,
 * sends the error back once for a repaired answer. Anything else fails with AiProviderError; the caller
 * falls back to the built-in engine.
 */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly name = 'openai-compatible';
  readonly model: string;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.model = options.model;
  }

  async run<Input, Output>(task: AiTask<Input, Output>, input: Input): Promise<Output> {
    const messages: ChatMessage[] = [
      { role: 'system', content: `${SYSTEM_PREAMBLE}\n\nTask: ${task.instructions}\n\nJSON Schema of the answer: ${shapeOf(task.schema)}` },
      { role: 'user', content: JSON.stringify(input) },
    ];
    const first = await this.complete(messages);
    const parsed = this.parse(task, first);
    if (parsed.success) return parsed.data;

    // One repair turn: the model sees its answer and what was wrong with it.
    messages.push(
      { role: 'assistant', content: first },
      { role: 'user', content: `That answer is invalid: ${parsed.error}. Reply with only the corrected JSON object.` },
    );
    const second = this.parse(task, await this.complete(messages));
    if (second.success) return second.data;
    throw new AiProviderError('invalid_output', `answer still invalid after a repair turn: ${second.error}`);
  }

  private parse<Input, Output>(
    task: AiTask<Input, Output>,
    content: string,
  ): { success: true; data: Output } | { success: false; error: string } {
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      return { success: false, error: 'the reply is not valid JSON' };
    }
    const result = task.schema.safeParse(json);
    return result.success ? { success: true, data: result.data } : { success: false, error: describeInvalid(result.error) };
  }

  private async complete(messages: ChatMessage[]): Promise<string> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    // The key travels only in this header: never in the URL, the body or a log line.
    if (this.options.apiKey) headers.Authorization = `Bearer ${this.options.apiKey}`;
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}/chat/completions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: this.options.model,
          messages,
          response_format: { type: 'json_object' },
          temperature: 0.2,
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error | undefined)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new AiProviderError('timeout', `no answer within ${this.options.timeoutMs} ms`);
      }
      throw new AiProviderError('network_error', `request failed: ${(error as Error | undefined)?.message ?? 'unknown error'}`);
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if ((error as Error | undefined)?.name === 'TimeoutError') {
        throw new AiProviderError('timeout', `no answer within ${this.options.timeoutMs} ms`);
      }
      body = undefined;
    }
    if (!response.ok) throw new AiProviderError('http_error', `chat completions answered HTTP ${response.status}`, response.status);

    const chat = chatResponseSchema.safeParse(body);
    if (!chat.success) throw new AiProviderError('invalid_output', 'the response is not a chat completion');
    const choice = chat.data.choices[0]!;
    if (choice.message.refusal || choice.finish_reason === 'content_filter') {
      throw new AiProviderError('refusal', 'the model refused to answer');
    }
    return choice.message.content ?? '';
  }
}
