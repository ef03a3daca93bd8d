import { notificationListSchema } from '@forkcast/contracts';
import { eq } from 'drizzle-orm';
import { notifications } from '../src/db/schema';
import { signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});

async function seed(userId: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    userId,
    type: i % 2 ? 'session_match' : 'partner_completed',
    data: { sessionId: `s${i}`, restaurantName: `Place ${i}` },
    createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
  }));
  return testApp.database.db.insert(notifications).values(rows).returning();
}

describe('notifications', () => {
  it('lists own notifications newest first, at most 50, in the contract shape', async () => {
    const a = await signIn(testApp);
    const b = await signIn(testApp);
    await seed(a.user.id, 55);
    await seed(b.user.id, 1);
    const res = await a.agent.get('/api/notifications').expect(200);
    const list = notificationListSchema.parse(res.body);
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ type: 'partner_completed', read: false, data: { sessionId: 's54', restaurantName: 'Place 54' } });
    expect(list[0]!.createdAt).toBe('2030-01-01T00:54:00.000Z');
    expect(list.every((n) => n.data?.sessionId !== undefined)).toBe(true);
    await testApp.agent().get('/api/notifications').expect(401);
  });

  it('marks one read (own only: 404 for others and unknown, 400 malformed) and all read', async () => {
    const a = await signIn(testApp);
    const b = await signIn(testApp);
    const [first, second] = await seed(a.user.id, 3);
    const [theirs] = await seed(b.user.id, 1);

    const marked = await a.agent.patch(`/api/notifications/${first!.id}/read`).expect(200);
    expect(marked.body).toMatchObject({ id: first!.id, read: true });
    await a.agent.patch(`/api/notifications/${theirs!.id}/read`).expect(404);
    await a.agent.patch('/api/notifications/00000000-0000-4000-8000-000000000000/read').expect(404);
    const malformed = await a.agent.patch('/api/notifications/nope/read').expect(400);
    expect(malformed.body.message).toBe('Invalid notification id');

    const theirList = (await b.agent.get('/api/notifications').expect(200)).body;
    expect(theirList[0].read).toBe(false);

    const all = await a.agent.patch('/api/notifications/read-all').expect(200);
    expect(all.body).toEqual({ updated: 2 });
    const list = (await a.agent.get('/api/notifications').expect(200)).body as { id: string; read: boolean }[];
    expect(list.every((n) => n.read)).toBe(true);
    expect(list.map((n) => n.id)).toContain(second!.id);
    expect((await b.agent.get('/api/notifications').expect(200)).body[0].read).toBe(false);
    await testApp.agent().patch('/api/notifications/read-all').expect(401);
  });
  it("leaves someone else's notification untouched and answers 400 to ids that are not uuids", async () => {
    const a = await signIn(testApp);
    const b = await signIn(testApp);
    const [theirs] = await seed(b.user.id, 1);
    await a.agent.patch(`/api/notifications/${theirs!.id.toUpperCase()}/read`).expect(404);
    const [row] = await testApp.database.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(row!.readAt).toBeNull();

    for (const bad of ['123', "1' or '1'='1", `${theirs!.id}x`]) {
      const res = await a.agent.patch(`/api/notifications/${encodeURIComponent(bad)}/read`).expect(400);
      expect(res.body).toEqual({ message: 'Invalid notification id' });
    }
    expect((await a.agent.patch('/api/notifications/read-all').expect(200)).body).toEqual({ updated: 0 });
    const [after] = await testApp.database.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(after!.readAt).toBeNull();
  });
});
