import { GooglePlacesSource } from '../google-places-source';

/**
 * Opt-in: calls the real Places API (New) when GOOGLE_PLACES_API_KEY is set (the key's project must have
 * "Places API (New)" enabled; each run bills two Nearby Search, one Place Details and one photo call).
 * Proves the field mask, the request shapes and the mapping against Google itself, which the fixture
 * tests can only take from the documentation.
 */
const apiKey = process.env.GOOGLE_PLACES_API_KEY;
if (!apiKey) {
  // Shown in the test output so a skipped live check is never mistaken for a passed one.
  process.stdout.write('google-places-live.test.ts skipped: set GOOGLE_PLACES_API_KEY to run it against Google\n');
}
const live = apiKey ? describe : describe.skip;
// Philadelphia City Hall: a dense area, so each search fills up.
const CENTER = { latitude: 39.9524, longitude: -75.1636, radiusMiles: 1 };

live('Google Places API (New), live', () => {
  const source = new GooglePlacesSource({ apiKey: apiKey ?? '', timeoutMs: 15_000 });

  it('finds restaurants nearby, with details and a photo, mapped the way the app reads them', async () => {
    const places = await source.nearby(CENTER);
    expect(places.length).toBeGreaterThanOrEqual(20); // two searches of at most 20 each, overlapping
    for (const place of places) {
      expect(place.id).toMatch(/^gplaces:[A-Za-z0-9_-]+$/);
      expect(place.source).toBe('google');
      expect(Math.abs(place.lat - CENTER.latitude)).toBeLessThan(0.05);
      expect(place.priceLevel === null || (place.priceLevel >= 1 && place.priceLevel <= 4)).toBe(true);
      expect(place.utcOffset?.minutes === -300 || place.utcOffset?.minutes === -240).toBe(true);
    }
    // Most places in a city centre have ratings, hours and a photo.
    expect(places.filter((place) => place.rating !== null).length).toBeGreaterThan(places.length / 2);
    expect(places.filter((place) => place.openingHours !== null).length).toBeGreaterThan(places.length / 2);

    const withPhoto = places.find((place) => place.photoRef);
    expect(withPhoto?.photoRef).toMatch(/^places\/[A-Za-z0-9_-]+\/photos\/[A-Za-z0-9_-]+$/);
    const details = await source.details(withPhoto!.id);
    expect(details).toMatchObject({ id: withPhoto!.id, name: expect.any(String) });

    const photo = await source.photo(withPhoto!.photoRef!, 400);
    expect(photo?.contentType).toMatch(/^image\//);
    expect(photo!.body.length).toBeGreaterThan(1000);
  }, 60_000);

  it('answers null for a place id Google doesn’t know', async () => {
    expect(await source.details('gplaces:ChIJ-forkcast-no-such-place')).toBeNull();
  });
});
