import net from 'node:net';

/**
 * A minimal TCP load balancer on one port: each new connection goes to the first backend that accepts
 * it, in order. With [instance 2, instance 1] a client lives on instance 2 until that dies, then its
 * reconnects land on instance 1, as behind a real balancer with health-checked failover.
 */
export class TcpBalancer {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private readonly dataWaiters: { port: number; resolve: () => void }[] = [];

  private constructor(private readonly backends: number[]) {
    this.server = net.createServer((client) => {
      client.on('error', () => client.destroy());
      this.forward(client, 0);
    });
  }

  static async listen(port: number, backends: number[]): Promise<TcpBalancer> {
    const balancer = new TcpBalancer(backends);
    await new Promise<void>((resolve, reject) => {
      balancer.server.once('error', reject);
      balancer.server.listen(port, '127.0.0.1', resolve);
    });
    return balancer;
  }

  private forward(client: net.Socket, index: number): void {
    const port = this.backends[index];
    if (port === undefined) return void client.destroy();
    client.pause();
    const upstream = net.connect({ host: '127.0.0.1', port });
    let connected = false;
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    upstream.on('error', () => {
      // Refused (the instance is down): try the next backend with the same, still silent, client.
      if (!connected) return void (upstream.destroy(), this.forward(client, index + 1));
      close();
    });
    upstream.once('connect', () => {
      connected = true;
      this.sockets.add(client).add(upstream);
      client.on('data', () => this.forwarded(port));
      client.pipe(upstream).pipe(client);
      client.resume();
      client.once('close', close);
      upstream.once('close', close);
    });
  }

  /** Resolves when a client's next bytes go to the backend on `port` (e.g. a request is in flight there). */
  nextDataTo(port: number): Promise<void> {
    return new Promise((resolve) => this.dataWaiters.push({ port, resolve }));
  }

  private forwarded(port: number): void {
    for (let i = this.dataWaiters.length - 1; i >= 0; i -= 1) {
      if (this.dataWaiters[i]!.port === port) this.dataWaiters.splice(i, 1)[0]!.resolve();
    }
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
