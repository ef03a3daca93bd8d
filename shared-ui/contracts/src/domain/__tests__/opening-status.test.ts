import { openingStatusAt, type OpeningTimeline } from '../opening-status';

// Philadelphia, dealt Sat 8 Mar 2025 12:00 EST: open Sundays 11:00–22:00; the clocks spring forward Sunday
// 02:00, so Sunday's closing (22:00 EDT) is 02:00Z Monday.
const dealt: OpeningTimeline = {
  timeZone: 'America/New_York',
  from: '2025-03-08T17:00:00.000Z',
  until: '2025-03-16T17:00:00.000Z',
  openAtFrom: false,
  changes: [
    { at: '2025-03-09T15:00:00.000Z', open: true },
    { at: '2025-03-10T02:00:00.000Z', open: false },
    { at: '2025-03-16T15:00:00.000Z', open: true },
  ],
  offsets: [
    { at: '2025-03-08T17:00:00.000Z', minutes: -300 },
    { at: '2025-03-09T07:00:00.000Z', minutes: -240 },
  ],
};
const withoutOffsets: OpeningTimeline = { ...dealt, offsets: undefined };

const MOMENTS = [
  '2025-03-08T17:00:00Z',
  '2025-03-09T04:59:00Z',
  '2025-03-09T05:01:00Z',
  '2025-03-09T06:30:00Z',
  '2025-03-09T07:30:00Z',
  '2025-03-09T14:45:00Z',
  '2025-03-09T20:00:00Z',
  '2025-03-10T01:45:00Z',
  '2025-03-10T03:00:00Z',
  '2025-03-15T05:30:00Z',
];

describe('the place’s clock from the timeline’s offsets', () => {
  it.each(MOMENTS)('at %s says what Intl says', (at) => {
    expect(openingStatusAt(dealt, new Date(at)).label).toBe(openingStatusAt(withoutOffsets, new Date(at)).label);
  });

  it('reads the clock across the spring-forward', () => {
    expect(openingStatusAt(dealt, new Date('2025-03-08T17:00:00Z')).label).toBe('Closed · opens tomorrow 11:00');
    expect(openingStatusAt(dealt, new Date('2025-03-09T20:00:00Z')).label).toBe('Open · closes 22:00');
    expect(openingStatusAt(dealt, new Date('2025-03-10T03:00:00Z')).label).toBe('Closed · opens Sun 11:00');
  });

  it('builds no Intl.DateTimeFormat: a phone’s first one costs a long task', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      // A fresh copy of the module: no formatter cached by the tests above.
      let fresh: typeof openingStatusAt = openingStatusAt;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        fresh = (require('../opening-status') as typeof import('../opening-status')).openingStatusAt;
      });
      for (const at of MOMENTS) fresh(dealt, new Date(at));
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

describe('open with no closing within the timeline', () => {
  const open = (until: string): OpeningTimeline => ({ ...dealt, until, openAtFrom: true, changes: [] });

  it('is open 24 hours when the timeline runs its week', () => {
    expect(openingStatusAt(open('2025-03-16T17:00:00.000Z'), new Date('2025-03-09T17:00:00Z')).label).toBe('Open 24 hours');
  });

  it('says the closing time is not listed when the hours stop saying sooner (an open end)', () => {
    const status = openingStatusAt(open('2025-03-09T03:00:00.000Z'), new Date('2025-03-08T20:00:00Z'));
    expect(status).toMatchObject({ state: 'open', label: 'Open · closing time not listed', closesAt: null, opensAt: null });
  });
});
