import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describeWhen } from '../helpers/reliability/fault-tools';
import { waitFor } from '../helpers/wait-for';
import { GatewayProcess } from '../helpers/reliability/gateway-process';
import { HttpUser } from '../helpers/reliability/http-user';
import { LiveTab } from '../helpers/reliability/live-tab';

/**
 * SIGTERM (what an orchestrator sends before replacing an instance): the gateway stops accepting
 * connections, finishes the requests in flight (with the database still open), closes live sockets so
 * clients reconnect elsewhere, doesn't wait on idle keep-alive connections, and exits 0 well before the
 * 10 s grace period. A real process on the embedded database, so it needs no server binaries.
 */
const PORT = 9240;

describeWhen('reliability: graceful shutdown', {})('reliability: graceful shutdown', () => {
  let gateway: GatewayProcess;

  beforeAll(async () => {
    gateway = await GatewayProcess.start(PORT, { LOG_LEVEL: 'info' });
  }, 60_000);

  afterAll(() => gateway?.stop());
  afterEach(() => gateway?.printErrors());

  it('drains in-flight requests and sockets, then exits 0', async () => {
    const user = await HttpUser.signIn(gateway.url);
    const tab = new LiveTab(gateway.url, user.cookie, { userId: user.user.id });
    await tab.next('registered');

    // An idle keep-alive connection, as browsers keep them: it must not hold the shutdown open.
    const keepAlive = new http.Agent({ keepAlive: true });
    const idle = await get(`${gateway.url}/api/health`, keepAlive);
    expect(idle.status).toBe(200);

    // A request in flight: headers and half of the body sent, the rest after the SIGTERM.
    const body = JSON.stringify({ email: 'draining@example.com' });
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${gateway.url}/api/auth/email/request-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        agent: false,
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        gateway.signal('SIGTERM');
        // Once it has stopped listening, finish the body.
        void waitFor('the listener to close', () => refused(PORT), 5000, 50).then(() => req.end(body.slice(10)));
      }, 200);
    });

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
    // The in-flight request was served in full: its code was written and mailed before the database closed.
    expect(gateway.log).not.toMatch(/"level":(50|60)/);

    // Live sockets were closed by the server (so socket.io-client reconnects, elsewhere behind a balancer).
    await waitFor('the live socket to be closed', () => tab.received('$disconnect').length > 0, 3000);
    tab.close();

    const exit = await gateway.exited;
    // A clean exit of its own (how soon after SIGTERM: bench/outage-answers.mjs).
    expect(exit).toEqual({ code: 0, signal: null });
    expect(gateway.log).toContain('"msg":"stopped"');
    // The embedded database was closed cleanly (its lock file gone), so the next start opens it safely.
    expect(fs.existsSync(path.join(gateway.dataDir, 'pglite', 'postmaster.pid'))).toBe(false);
    keepAlive.destroy();
  }, 30_000);
});

function get(url: string, agent: http.Agent): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      })
      .on('error', reject);
  });
}

/** True when a new connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}
