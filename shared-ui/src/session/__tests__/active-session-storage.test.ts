import { ACTIVE_SESSION_STORAGE_KEY, type Restaurant, type Session } from '../../contracts';
import { clearActiveSession, readActiveSession, writeActiveSession } from '../active-session-storage';

const restaurant: Restaurant = {
  placeId: 'r1',
  name: 'Tacos',
  photoUrl: null,
  cuisineType: 'Mexican',
  priceLevel: 1,
  rating: 4.5,
  distance: 0.4,
  vicinity: '1 Main St',
  aiDescription: null,
  dietaryWarnings: [],
};

const session: Session = {
  id: 's1',
  partnershipId: null,
  status: 'active',
  createdAt: '2025-01-05T10:00:00.000Z',
  completedAt: null,
  matchedRestaurantId: null,
  likedCount: 0,
  restaurants: [restaurant],
};

beforeEach(() => window.sessionStorage.clear());

describe('active session storage', () => {
  it("keeps { session, restaurants } under 'forkcast.activeSession', the deck once", () => {
    writeActiveSession({ session, restaurants: [restaurant] });
    expect(JSON.parse(window.sessionStorage.getItem(ACTIVE_SESSION_STORAGE_KEY)!)).toEqual({
      session: { ...session, restaurants: [] },
      restaurants: [restaurant],
    });
    expect(readActiveSession()).toEqual(session);
    clearActiveSession();
    expect(readActiveSession()).toBeNull();
  });

  it('stores a session fetched by id (Join Now) in the same shape', () => {
    writeActiveSession(session);
    expect(JSON.parse(window.sessionStorage.getItem(ACTIVE_SESSION_STORAGE_KEY)!)).toHaveProperty('restaurants', [restaurant]);
    expect(readActiveSession()).toEqual(session);
  });

  it('still reads a bare Session written by an earlier build', () => {
    window.sessionStorage.setItem(ACTIVE_SESSION_STORAGE_KEY, JSON.stringify(session));
    expect(readActiveSession()).toEqual(session);
  });

  it('treats missing, unreadable or outdated values as no session', () => {
    expect(readActiveSession()).toBeNull();
    window.sessionStorage.setItem(ACTIVE_SESSION_STORAGE_KEY, '{not json');
    expect(readActiveSession()).toBeNull();
    window.sessionStorage.setItem(ACTIVE_SESSION_STORAGE_KEY, JSON.stringify({ id: 's1' }));
    expect(readActiveSession()).toBeNull();
  });
});
