import { createEventLimiter } from '../event-limits';

describe('live event limits', () => {
  const limits = { socket: { messages: 3, seconds: 1 }, user: { messages: 4, seconds: 1 }, dropsBeforeDisconnect: 5 };
  const sequence = async (allowed: ReturnType<typeof createEventLimiter>, calls: [string, string][]) => {
    const answers: boolean[] = [];
    for (const [socketId, userId] of calls) answers.push(await allowed(socketId, userId));
    return answers;
  };

  it("a socket gets its window's messages, then none until the window ends", async () => {
    const allowed = createEventLimiter(limits);
    expect(
      await sequence(allowed, [
        ['s1', 'ana'],
        ['s1', 'ana'],
        ['s1', 'ana'],
        ['s1', 'ana'],
      ]),
    ).toEqual([true, true, true, false]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await allowed('s1', 'ana')).toBe(true);
  });

  it("a user's sockets share the user's limit, and a new socket (a reconnect) doesn't reset it", async () => {
    const allowed = createEventLimiter(limits);
    expect(
      await sequence(allowed, [
        ['s1', 'ana'],
        ['s1', 'ana'],
        ['s2', 'ana'],
        ['s2', 'ana'],
        ['s3', 'ana'],
      ]),
    ).toEqual([true, true, true, true, false]);
    expect(await allowed('s4', 'ben')).toBe(true);
  });
});
