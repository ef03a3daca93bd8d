import type { PushMessage } from '@forkcast/contracts';
import type { NotificationRow } from '../../../db/schema';
import { NotificationsService } from '../notifications.service';
import type { NotificationsRepository } from '../notifications.repository';
import { pushMessages, type PushNotifier } from '../push-notifier';

/** What a push says about a session's people: a pair keeps its words, a group of 3–6 is counted as one. */
describe('pushes that count people', () => {
  it('keep the pair texts', () => {
    expect(pushMessages.partnerStarted('s1', 'Ada')).toMatchObject({
      title: 'Ada started a session',
      body: 'Tap to join and swipe together.',
    });
    expect(pushMessages.partnerStarted('s1', null)).toMatchObject({ title: 'Your partner started a session' });
    expect(pushMessages.partnerFinished('s1')).toMatchObject({
      title: 'Your partner finished swiping!',
      body: 'Finish your cards to see if you matched.',
    });
  });

  it.each([3, 4, 5, 6])('say "group" and "all" for a group of %i', (count) => {
    expect(pushMessages.partnerStarted('s1', 'Ada', count)).toMatchObject({
      title: 'Ada started a group session',
      body: `Tap to join and swipe together, all ${count} of you.`,
    });
    expect(pushMessages.partnerFinished('s1', { memberName: 'Sam', memberCount: count })).toMatchObject({
      title: 'Sam finished swiping!',
      body: 'Finish your cards to see if you all matched.',
    });
    expect(pushMessages.partnerFinished('s1', { memberName: null, memberCount: count }).title).toBe(
      'Someone in your group finished swiping!',
    );
  });

  it("a group's finished notice is pushed with who finished", () => {
    const sent: PushMessage[] = [];
    const push: PushNotifier = { notify: (_userId, message) => sent.push(message) };
    const service = new NotificationsService({} as NotificationsRepository, push);
    const row = (data: Record<string, unknown>) =>
      ({ id: 'n1', userId: 'u2', type: 'partner_completed', readAt: null, createdAt: new Date(), data }) satisfies NotificationRow;
    service.pushCommitted([row({ sessionId: 's1', memberName: 'Sam', memberCount: 4 }), row({ sessionId: 's2' })]);
    expect(sent.map((message) => message.title)).toEqual(['Sam finished swiping!', 'Your partner finished swiping!']);
  });
});
