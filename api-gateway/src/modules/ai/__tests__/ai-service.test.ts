import { Writable } from 'node:stream';
import pino from 'pino';
import type { AiTask } from '../ai-task';
import { AiService } from '../ai.service';
import { placeFacts } from '../facts/place-facts';
import type { AiProvider } from '../providers/ai-provider';
import { BuiltinProvider } from '../providers/builtin-provider';
import { OpenAiCompatibleProvider } from '../providers/openai-compatible-provider';
import { describeRestaurantTask, type DescriptionOutput } from '../tasks/describe-restaurant';
import type { PlaceFacts } from '../facts/place-facts';
import { waitFor } from '../../../../tests/helpers/wait-for';
import { startChatServer, type ChatReply } from './chat-server';
import { MemoryAiCache } from './memory-ai-cache';
import type { Place } from '../../restaurants/domain/place';
import { makePlace } from '../../restaurants/__tests__/place-fixtures';

const API_KEY = 'sk-test-secret-key-123';
const place: Place = makePlace({
  id: 'osm:node/42',
  name: "Dante & Luigi's",
  lat: 39.94,
  lng: -75.16,
  cuisines: ['Italian'],
  vicinity: '762 South 10th Street, Philadelphia',
});
const facts = placeFacts(place);
const builtinAnswer = describeRestaurantTask.builtin(facts).description;

function recordingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: pino({ level: 'warn' }, stream), lines };
}

/** Counts runs; resolves on a later turn of the event loop, so concurrent callers overlap. */
class CountingProvider implements AiProvider {
  readonly name = 'counting';
  readonly model = 'm1';
  calls = 0;
  async run<Input, Output>(task: AiTask<Input, Output>, input: Input): Promise<Output> {
    this.calls++;
    await new Promise((resolve) => setImmediate(resolve));
    return task.builtin(input);
  }
}

describe('AiService caching', () => {
  it('generates once per input: LRU, then the table, and concurrent callers share one generation', async () => {
    const provider = new CountingProvider();
    const cache = new MemoryAiCache();
    const service = new AiService(cache, provider, recordingLogger().logger, () => new Date());
    const answers = await Promise.all([service.describe(place), service.describe(place), service.describe(place)]);
    expect(new Set(answers)).toEqual(new Set([builtinAnswer]));
    expect(provider.calls).toBe(1);
    expect(cache.rows.size).toBe(1);
    expect([...cache.rows.values()][0]).toMatchObject({ kind: 'description', provider: 'counting', model: 'm1' });

    // A second instance (another gateway) reads the table instead of generating.
    const other = new AiService(cache, provider, recordingLogger().logger, () => new Date());
    expect(await other.describe(place)).toBe(builtinAnswer);
    expect(provider.calls).toBe(1);
    // A different input is a different question.
    await service.describe({ ...place, name: 'Another' });
    expect(provider.calls).toBe(2);
  });

  it('reads cached descriptions without generating, and warms the missing ones in the background', async () => {
    const provider = new CountingProvider();
    const service = new AiService(new MemoryAiCache(), provider, recordingLogger().logger, () => new Date());
    expect((await service.cachedDescriptions([place])).size).toBe(0);
    expect(provider.calls).toBe(0);
    service.warmDescriptions([place]);
    const warmed = await waitFor(
      'the background warm-up',
      async () => (await service.cachedDescriptions([place])).get(place.id) ?? false,
      5_000,
      0,
    );
    expect(warmed).toBe(builtinAnswer);
    expect(provider.calls).toBe(1);
  });
});

describe('OpenAI-compatible provider', () => {
  let server: Awaited<ReturnType<typeof startChatServer>>;
  beforeAll(async () => {
    server = await startChatServer([]);
  });
  afterAll(() => server.close());

  function serviceWith(replies: ChatReply[], timeoutMs = 2000) {
    server.setReplies(replies);
    const log = recordingLogger();
    const provider = new OpenAiCompatibleProvider({ baseUrl: server.baseUrl, apiKey: API_KEY, model: 'test-model', timeoutMs });
    const cache = new MemoryAiCache();
    return { service: new AiService(cache, provider, log.logger, () => new Date()), cache, log };
  }
  const run = (service: AiService) => service.run<PlaceFacts, DescriptionOutput>(describeRestaurantTask, facts);
  const valid = JSON.stringify({ description: "Dante & Luigi's serves old-school Italian in South Philly." });

  it('uses a valid answer, asking for a JSON object with the key only in the Authorization header', async () => {
    const { service, cache } = serviceWith([{ content: valid }]);
    expect((await run(service)).description).toBe("Dante & Luigi's serves old-school Italian in South Philly.");
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.raw).not.toContain(API_KEY);
    expect(request!.url).not.toContain(API_KEY);
    expect(request!.body.model).toBe('test-model');
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    expect(JSON.parse(request!.body.messages[1]!.content)).toEqual(facts);
    expect([...cache.rows.values()][0]).toMatchObject({ provider: 'openai-compatible', model: 'test-model' });
  });

  it('repairs malformed JSON with one retry that carries the error', async () => {
    const { service } = serviceWith([{ content: '{"description": "unterminated' }, { content: valid }]);
    expect((await run(service)).description).toMatch(/old-school Italian/);
    expect(server.requests).toHaveLength(2);
    const retry = server.requests[1]!.body.messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: '{"description": "unterminated' });
    expect(retry.at(-1)!.content).toMatch(/That answer is invalid: the reply is not valid JSON/);
  });

  it('repairs a schema violation, sending the validation error back', async () => {
    const { service } = serviceWith([{ content: JSON.stringify({ summary: 'wrong shape' }) }, { content: valid }]);
    expect((await run(service)).description).toMatch(/old-school Italian/);
    expect(server.requests[1]!.body.messages.at(-1)!.content).toMatch(/description/);
  });

  it('falls back to the built-in engine when the repair is still malformed', async () => {
    const { service, cache, log } = serviceWith([{ content: 'not json' }, { content: 'still not json' }]);
    expect((await run(service)).description).toBe(builtinAnswer);
    expect(server.requests).toHaveLength(2);
    // Cached under the engine's key, so the remote is asked again next time.
    expect([...cache.rows.values()].map((row) => row.provider)).toEqual(['builtin']);
    expect(log.lines.join('')).toMatch(/"reason":"invalid_output"/);
  });

  it('falls back on a timeout', async () => {
    // The server never answers: only the provider's own 100 ms timeout can end the call.
    const { service, log } = serviceWith([{ hang: true }], 100);
    expect((await run(service)).description).toBe(builtinAnswer);
    expect(server.requests).toHaveLength(1);
    expect(log.lines.join('')).toMatch(/"reason":"timeout"/);
  });

  it('falls back on a refusal', async () => {
    const { service, log } = serviceWith([{ content: '', refusal: "I can't help with that." }]);
    expect((await run(service)).description).toBe(builtinAnswer);
    expect(log.lines.join('')).toMatch(/"reason":"refusal"/);
  });

  it('falls back on HTTP 500 and logs the reason without the key', async () => {
    const { service, log } = serviceWith([{ status: 500 }]);
    expect((await run(service)).description).toBe(builtinAnswer);
    const logged = log.lines.join('');
    expect(logged).toMatch(/"reason":"http_error"/);
    expect(logged).toMatch(/"status":500/);
    expect(logged).not.toContain(API_KEY);
  });

  it('falls back when nothing listens', async () => {
    const provider = new OpenAiCompatibleProvider({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: API_KEY, model: 'm', timeoutMs: 1000 });
    const service = new AiService(new MemoryAiCache(), provider, recordingLogger().logger, () => new Date());
    expect((await run(service)).description).toBe(builtinAnswer);
  });

  it('the built-in provider is deterministic', async () => {
    const builtin = new BuiltinProvider();
    expect(await builtin.run(describeRestaurantTask, facts)).toEqual(await builtin.run(describeRestaurantTask, placeFacts({ ...place })));
  });
});
