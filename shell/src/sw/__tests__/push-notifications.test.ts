import { notificationOptions, parsePushMessage, targetUrl } from '../push-notifications';

const ORIGIN = 'https://forkcast.test';

describe('service worker push notifications', () => {
  it("reads the gateway's payload and nothing else", () => {
    const message = {
      kind: 'match',
      title: "It's a match!",
      body: 'Match found at Uno!',
      url: '/match?sessionId=s1&restaurantId=r1',
      tag: 'session-s1',
    };
    expect(parsePushMessage(JSON.stringify(message))).toEqual(message);
    expect(parsePushMessage('')).toBeNull();
    expect(parsePushMessage('not json')).toBeNull();
    expect(parsePushMessage(JSON.stringify({ title: 'no body' }))).toBeNull();
  });

  it('shows title, body, icon and the session tag, so a newer push of a session replaces the older', () => {
    const options = notificationOptions({
      kind: 'partnerStarted',
      title: 'Ada started a session',
      body: 'Tap to join.',
      url: '/swipe',
      tag: 'session-s1',
    });
    expect(options).toMatchObject({
      body: 'Tap to join.',
      icon: '/icons/icon.svg',
      tag: 'session-s1',
      renotify: true,
      data: { url: '/swipe' },
    });
  });

  it('opens paths of this app only', () => {
    expect(targetUrl('/swipe', ORIGIN)).toBe(`${ORIGIN}/swipe`);
    expect(targetUrl('/match?sessionId=s1', ORIGIN)).toBe(`${ORIGIN}/match?sessionId=s1`);
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', undefined, 42]) {
      expect(targetUrl(bad, ORIGIN)).toBe(`${ORIGIN}/`);
    }
  });
});
