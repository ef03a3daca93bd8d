import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedChatRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown };
  raw: string;
}

/** What the fake server does with one request: a chat answer, a raw HTTP status, or no answer at all. */
export type ChatReply = { content: string; refusal?: string | null } | { status: number; body?: string } | { hang: true };

/**
 * A local HTTP server speaking the chat-completions protocol, answering each request with the next
 * scripted reply (the last one repeats). Records every request for assertions.
 */
export async function startChatServer(replies: ChatReply[]) {
  const requests: RecordedChatRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) as RecordedChatRequest['body'], raw });
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)]!;
      if ('hang' in reply) return; // never answers: only the client's own timeout ends the call
      if ('status' in reply) {
        res.writeHead(reply.status, { 'Content-Type': 'application/json' });
        res.end(reply.body ?? '{"error":{"message":"boom"}}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: reply.refusal ? null : reply.content, refusal: reply.refusal ?? null },
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Replace the script for the next requests. */
    setReplies(next: ChatReply[]) {
      replies.splice(0, replies.length, ...next);
      requests.splice(0, requests.length);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
