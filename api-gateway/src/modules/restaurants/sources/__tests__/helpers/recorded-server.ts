import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  body: string;
  headers: IncomingMessage['headers'];
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void;

/**
 * A local HTTP server on port 0 that answers from recorded fixtures, so adapters are tested through
 * real sockets and real fetch. Every request is kept for assertions.
 */
export class RecordedServer {
  readonly requests: RecordedRequest[] = [];
  private handler: Handler = (_request, response) => {
    response.statusCode = 404;
    response.end();
  };
  private readonly server: Server;

  private constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const recorded = {
          method: req.method ?? 'GET',
          url: new URL(req.url ?? '/', 'http://localhost'),
          body: Buffer.concat(chunks).toString('utf8'),
          headers: req.headers,
        };
        this.requests.push(recorded);
        this.handler(recorded, res);
      });
    });
  }

  static async start(): Promise<RecordedServer> {
    const recorded = new RecordedServer();
    await new Promise<void>((resolve) => recorded.server.listen(0, '127.0.0.1', resolve));
    return recorded;
  }

  get baseUrl(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  answer(handler: Handler): void {
    this.handler = handler;
    this.requests.length = 0;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
