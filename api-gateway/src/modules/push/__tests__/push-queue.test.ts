import { PushQueue, type PushJob, type PushQueueLimits } from '../push-queue';
import { DeviceBackoff } from '../device-backoff';

const LIMITS: PushQueueLimits = { total: 5, perRecipient: 2, perService: 3, maxQueued: 50, maxQueuedPerRecipient: 10 };

/** Jobs that run until the test lets them finish, recording the order they started in. */
function harness(limits = LIMITS) {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const queue = new PushQueue((error) => {
    throw error;
  }, limits);
  const add = (name: string, job: Omit<PushJob, 'run'>) =>
    queue.enqueue({
      ...job,
      run: () =>
        new Promise<void>((resolve) => {
          started.push(name);
          finish.set(name, resolve);
        }),
    });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const done = async (...names: string[]) => {
    for (const name of names) finish.get(name)!();
    await settle();
    await settle();
  };
  return { queue, started, add, settle, done };
}

describe('PushQueue', () => {
  it("takes turns between recipients: one recipient's backlog does not go first", async () => {
    const { started, add, settle, done } = harness({ ...LIMITS, total: 1 });
    for (let i = 1; i <= 3; i += 1) add(`flood-${i}`, { recipient: 'flooder' });
    add('pair', { recipient: 'partner' });
    await settle();
    await done('flood-1');
    await done('pair');
    expect(started).toEqual(['flood-1', 'pair', 'flood-2']);
  });

  it('runs at most perRecipient of one recipient, perService to one service, one per device', async () => {
    const { started, add, settle, done } = harness();
    for (let i = 1; i <= 4; i += 1) add(`slow-${i}`, { recipient: 'flooder', service: 'https://hole.example', device: `d${i}` });
    add('same-device-1', { recipient: 'ada', service: 'https://fcm.example', device: 'ada-phone' });
    add('same-device-2', { recipient: 'ada', service: 'https://fcm.example', device: 'ada-phone' });
    await settle();
    expect(started).toEqual(['slow-1', 'same-device-1', 'slow-2']);
    // The flooder is at its 2; ada's second push to the same phone waits for the first.
    await done('same-device-1');
    expect(started).toEqual(['slow-1', 'same-device-1', 'slow-2', 'same-device-2']);
    // Other flooders reach the hole's service cap (3), not the total.
    add('hole-other', { recipient: 'flooder-2', service: 'https://hole.example', device: 'x1' });
    add('hole-other-2', { recipient: 'flooder-2', service: 'https://hole.example', device: 'x2' });
    add('bob', { recipient: 'bob', service: 'https://fcm.example', device: 'bob-phone' });
    await settle();
    expect(started.slice(4)).toEqual(['hole-other', 'bob']);
  });

  it('drops work past the per-recipient and total bounds, and counts it', async () => {
    const { queue, add, settle } = harness({ ...LIMITS, total: 1, maxQueuedPerRecipient: 2, maxQueued: 3 });
    for (let i = 0; i < 5; i += 1) add(`a-${i}`, { recipient: 'a' });
    expect(queue.dropped).toBe(3);
    add('b-1', { recipient: 'b' });
    add('c-1', { recipient: 'c' });
    expect(queue.dropped).toBe(4);
    await settle();
  });

  it('idle() waits for queued and running work', async () => {
    const { queue, add, done } = harness();
    add('one', { recipient: 'a' });
    let idle = false;
    const waiting = queue.idle().then(() => (idle = true));
    await done();
    expect(idle).toBe(false);
    await done('one');
    await waiting;
    expect(idle).toBe(true);
  });
});

describe('DeviceBackoff', () => {
  it('leaves a device alone 30 s after a miss, doubling to an hour, until it answers', () => {
    let now = 0;
    const backoff = new DeviceBackoff(() => now);
    backoff.missed('phone');
    expect(backoff.waiting('phone')).toBe(true);
    now = 30_001;
    expect(backoff.waiting('phone')).toBe(false);
    backoff.missed('phone');
    now += 59_999;
    expect(backoff.waiting('phone')).toBe(true);
    for (let i = 0; i < 20; i += 1) backoff.missed('phone');
    now += 60 * 60_000 + 1;
    expect(backoff.waiting('phone')).toBe(false);
    backoff.missed('phone');
    backoff.answered('phone');
    expect(backoff.waiting('phone')).toBe(false);
  });

  it('forgets the device missed longest ago past its bound', () => {
    const backoff = new DeviceBackoff(() => 0, 30_000, 60_000, 2);
    for (const device of ['a', 'b', 'c']) backoff.missed(device);
    expect(['a', 'b', 'c'].map((device) => backoff.waiting(device))).toEqual([false, true, true]);
  });
});
