import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { waitFor } from '../wait-for';
import { redisServerBinary } from './fault-tools';

/** A private redis-server child on one port: killed and started again on the same port by the tests. */
export class RedisProcess {
  private child: ChildProcess | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const binary = redisServerBinary();
    if (!binary) throw new Error('redis-server is not installed');
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const child = spawn(binary, args, { stdio: 'ignore' });
    this.child = child;
    await waitFor(`redis-server on ${this.port}`, async () => {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      return (await ping(this.port)) || false;
    });
  }

  /** An outage as a crash would cause it: SIGKILL, connections dropped without goodbye. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
