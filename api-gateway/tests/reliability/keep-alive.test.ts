import http from 'node:http';
import { describeWhen } from '../helpers/reliability/fault-tools';
import { GatewayProcess } from '../helpers/reliability/gateway-process';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../src/server-timeouts';

/**
 * An idle keep-alive connection stays open longer than a client's or a proxy's reuse window. With Node's
 * default of 5 s, the gateway closed it while a client could be sending its next request on it, and that
 * request failed with ECONNRESET (an e2e test's API call did); behind a load balancer (60 s idle timeout on
 * the common ones) the same race is a 502. A real process, as deployed.
 */
const PORT = 9245;
const IDLE_MS = 6_000;

describeWhen('reliability: keep-alive', {})('reliability: keep-alive', () => {
  let gateway: GatewayProcess;

  beforeAll(async () => {
    gateway = await GatewayProcess.start(PORT, {});
  }, 60_000);

  afterAll(() => gateway?.stop());
  afterEach(() => gateway?.printErrors());

  it(`keeps an idle connection open past Node's 5 s default (${KEEP_ALIVE_TIMEOUT_MS / 1000} s), so the next request reuses it`, async () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(`${gateway.url}/api/health`, agent);
    expect(first).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    expect(await get(`${gateway.url}/api/health`, agent)).toEqual({ status: 200, reused: true });
    agent.destroy();
  }, 30_000);
});

function get(url: string, agent: http.Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}
