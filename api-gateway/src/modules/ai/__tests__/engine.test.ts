import type { Place } from '../../restaurants/domain/place';
import { dietaryWarnings } from '../../restaurants/domain/dietary-warnings';
import { makePlace } from '../../restaurants/__tests__/place-fixtures';
import { isOpenNow, weeklyHours } from '../../restaurants/domain/opening-hours';
import { placeRegion } from '../../restaurants/domain/place-time-zone';
import { placeFacts } from '../facts/place-facts';
import { compromisesTask, type CompromiseCandidate, type CompromiseInput, type SwipedPlaceFacts } from '../tasks/compromises';
import { describeRestaurantTask } from '../tasks/describe-restaurant';
import { restaurantInsightsTask } from '../tasks/restaurant-insights';
import { soloInsightsTask, type SoloInsightsInput } from '../tasks/solo-insights';

function place(id: string, overrides: Partial<Place> = {}): Place {
  return makePlace({ id, lat: 39.95, lng: -75.16, cuisines: ['Italian'], vicinity: '762 South 10th Street, Philadelphia', ...overrides });
}

describe('descriptions and insights', () => {
  it('gives the same answer for the same place, and reads differently across places', () => {
    const facts = placeFacts(place('osm:node/1', { name: "Dante & Luigi's" }));
    expect(describeRestaurantTask.builtin(facts)).toEqual(
      describeRestaurantTask.builtin(placeFacts(place('osm:node/1', { name: "Dante & Luigi's" }))),
    );
    const texts = new Set(
      Array.from(
        { length: 12 },
        (_, i) => describeRestaurantTask.builtin(placeFacts(place(`osm:node/${i}`, { name: 'Same' }))).description,
      ),
    );
    expect(texts.size).toBeGreaterThan(3);
    const description = describeRestaurantTask.builtin(facts).description;
    expect(description).toContain("Dante & Luigi's");
    expect(description).toMatch(/Italian/);
    expect(description).toContain('Philadelphia');
    expect(describeRestaurantTask.schema.safeParse({ description }).success).toBe(true);
  });

  it('never states a cuisine guessed from the name (a diner is not a seafood place)', () => {
    const diner = place('osm:node/5', { name: 'Fishtown Diner', cuisines: ['Diner', 'Seafood'], cuisinesFromName: true });
    const facts = placeFacts(diner);
    expect(facts.cuisines).toEqual(['Restaurant']);
    const text = [
      describeRestaurantTask.builtin(facts).description,
      restaurantInsightsTask.builtin({ place: facts, dietaryWarnings: [] }).summary,
    ].join(' ');
    expect(text).not.toMatch(/seafood/i);
    expect(text).toMatch(/\ba restaurant\b/i);
  });

  it('uses the knowledge base for dishes, occasions and diet warnings', () => {
    const facts = placeFacts(place('osm:node/7', { cuisines: ['Thai'], diet: { vegetarian: 'yes' } }));
    const insights = restaurantInsightsTask.builtin({
      place: facts,
      dietaryWarnings: dietaryWarnings(place('x', { cuisines: ['Thai'] }), ['Gluten-free']),
    });
    expect(insights.menuRecommendations.join(' ')).toMatch(/pad thai/i);
    expect(insights.bestFor).toContain('Diners looking for vegetarian options');
    expect(insights.warnings.some((line) => line.startsWith('Gluten-free:'))).toBe(true);
    expect(insights.warnings).toContain("Opening hours and a phone number aren't listed; check before you go.");
  });

  it('never claims reviews for catalog places, whoever wrote the insights', () => {
    const facts = placeFacts(place('osm:node/9'));
    const builtin = restaurantInsightsTask.builtin({ place: facts, dietaryWarnings: [] });
    expect(builtin.reviewsAnalysis).toMatch(/No reviews are available for this place in the offline catalog/);
    const invented = { ...builtin, reviewsAnalysis: 'Diners rave about the lasagna in hundreds of reviews.' };
    const fixed = restaurantInsightsTask.finalize!({ place: facts, dietaryWarnings: [] }, invented);
    expect(fixed.reviewsAnalysis).toBe(builtin.reviewsAnalysis);
  });

  it('counts open days with the one plural rule: "open 1 day a week"', () => {
    const once = placeFacts(place('osm:node/30', { openingHours: 'Sa 10:00-14:00' }));
    expect(restaurantInsightsTask.builtin({ place: once, dietaryWarnings: [] }).summary).toContain('It is open 1 day a week.');
    const twice = placeFacts(place('osm:node/31', { openingHours: 'Sa,Su 10:00-14:00' }));
    expect(restaurantInsightsTask.builtin({ place: twice, dietaryWarnings: [] }).summary).toContain('It is open 2 days a week.');
  });

  it('says hours that list no open day mark every day closed, not "open 0 days a week"', () => {
    const closed = placeFacts(place('osm:node/32', { openingHours: 'off' }));
    const { summary } = restaurantInsightsTask.builtin({ place: closed, dietaryWarnings: [] });
    expect(summary).toContain('Its listed hours mark every day as closed.');
    expect(summary).not.toMatch(/open 0 days/);
  });

  it('keeps every dietary warning even when a model drops it', () => {
    const warnings = dietaryWarnings(place('x', { cuisines: ['Steakhouse'] }), ['Vegan']);
    const facts = placeFacts(place('osm:node/3', { cuisines: ['Steakhouse'] }));
    const output = restaurantInsightsTask.finalize!(
      { place: facts, dietaryWarnings: warnings },
      { summary: 'A steakhouse.', reviewsAnalysis: 'x', menuRecommendations: [], bestFor: [], warnings: [] },
    );
    expect(output.warnings).toEqual([`Vegan: ${warnings[0]!.warning}`]);
  });
});

describe('opening hours', () => {
  const philly = place('osm:node/20', { openingHours: 'Mo-Fr 11:00-22:00; Sa 10:00-02:00; PH off' });
  const austin = place('osm:node/21', { lat: 30.27, lng: -97.74, vicinity: 'Austin, TX', openingHours: 'Mo-Su 11:00-21:00' });
  const irvine = place('osm:node/22', { lat: 33.68, lng: -117.83, vicinity: 'Orange County, CA', openingHours: 'Mo-Su 11:00-21:00' });

  it('reads OSM syntax into one readable line per weekday', () => {
    expect(weeklyHours(philly).lines).toEqual([
      'Monday: 11:00 AM – 10:00 PM',
      'Tuesday: 11:00 AM – 10:00 PM',
      'Wednesday: 11:00 AM – 10:00 PM',
      'Thursday: 11:00 AM – 10:00 PM',
      'Friday: 11:00 AM – 10:00 PM',
      'Saturday: 10:00 AM – 2:00 AM',
      'Sunday: Closed',
    ]);
    expect(weeklyHours(place('a', { openingHours: '24/7' })).lines[0]).toBe('Monday: Open 24 hours');
    expect(weeklyHours(place('b', { openingHours: 'not hours at all' })).lines).toEqual([]);
    expect(weeklyHours(place('c')).lines).toEqual([]);
  });

  it('judges open-now on the place’s own clock (state → time zone)', () => {
    expect(placeRegion(philly).timeZone).toBe('America/New_York');
    expect(placeRegion(austin).timeZone).toBe('America/Chicago');
    expect(placeRegion(irvine).timeZone).toBe('America/Los_Angeles');
    // Wed 15 Jan 2025 03:30 UTC = Tue 22:30 in Philadelphia, 21:30 in Austin, 19:30 in California.
    const instant = new Date('2025-01-15T03:30:00Z');
    expect(isOpenNow(philly, instant)).toBe(false);
    expect(isOpenNow(austin, instant)).toBe(false);
    expect(isOpenNow(irvine, instant)).toBe(true);
    // Sun 19 Jan 2025 06:30 UTC = Sun 01:30 in Philadelphia: Saturday's night is still going.
    expect(isOpenNow(philly, new Date('2025-01-19T06:30:00Z'))).toBe(true);
    expect(isOpenNow(place('d'), instant)).toBeNull();
  });
});

const liked = (id: string, cuisines: string[], distance = 0.5, priceLevel: number | null = null): SwipedPlaceFacts => ({
  placeId: id,
  name: `Place ${id}`,
  cuisines,
  priceLevel,
  distance,
});

describe('compromises', () => {
  const veganWarnings = (cuisines: string[]) => dietaryWarnings(place('x', { cuisines }), ['Vegan']);
  const candidate = (id: string, cuisines: string[], likedBy: 0 | 1, distance = 0.5, diet: Place['diet'] = {}): CompromiseCandidate => ({
    ...liked(id, cuisines, distance),
    name: id,
    rating: null,
    likedBy,
    warningsForOther: likedBy === 0 ? dietaryWarnings(place('x', { cuisines, diet }), ['Vegan']) : [],
  });
  const input: CompromiseInput = {
    partners: [
      { label: 'Ana', dietaryRestrictions: [], likes: [liked('a1', ['Steakhouse']), liked('a2', ['Italian']), liked('a3', ['Thai'])] },
      { label: 'Ben', dietaryRestrictions: ['Vegan'], likes: [liked('b1', ['Thai']), liked('b2', ['Thai']), liked('b3', ['Vegan'])] },
    ],
    candidates: [
      candidate('Prime Cuts', ['Steakhouse'], 0, 0.2),
      candidate('Dante & Luigi', ['Italian'], 0, 0.6),
      candidate('Thai Orchid', ['Thai'], 0, 0.9),
      candidate('Green Leaf', ['Vegan'], 1, 0.4),
    ],
  };

  it('ranks a place with a high-severity warning for the other partner last, with the warning in its reason', () => {
    expect(veganWarnings(['Steakhouse'])[0]!.severity).toBe('high');
    // At most three: the conflicting steakhouse is the one left out of four.
    expect(compromisesTask.builtin(input).compromises.map((item) => item.placeId)).toEqual(['Thai Orchid', 'Green Leaf', 'Dante & Luigi']);
    const three = { ...input, candidates: input.candidates.filter((item) => item.placeId !== 'Dante & Luigi') };
    const { compromises } = compromisesTask.builtin(three);
    expect(compromises.map((item) => item.placeId)).toEqual(['Thai Orchid', 'Green Leaf', 'Prime Cuts']);
    const steak = compromises.at(-1)!;
    expect(steak.reason).toContain(veganWarnings(['Steakhouse'])[0]!.warning);
    expect(steak.reason).toMatch(/^Ana liked Prime Cuts/);
  });

  it('names the liker and why it may suit the other partner', () => {
    const { compromises } = compromisesTask.builtin(input);
    expect(compromises[0]!.reason).toMatch(/^Ana liked Thai Orchid; Ben liked two other Thai places/);
    expect(compromises[1]!.reason).toMatch(/^Ben liked Green Leaf/);
    expect(compromisesTask.builtin(input)).toEqual(compromisesTask.builtin(structuredClone(input)));
  });

  it('repairs a model answer that hides a conflict or ranks it first', () => {
    const fixed = compromisesTask.finalize!(input, {
      compromises: [
        { placeId: 'Prime Cuts', reason: 'Great steaks for everyone!' },
        { placeId: 'not-a-candidate', reason: 'Invented.' },
        { placeId: 'Thai Orchid', reason: 'Ana liked it and Ben loves Thai.' },
      ],
    });
    expect(fixed.compromises.map((item) => item.placeId)).toEqual(['Thai Orchid', 'Prime Cuts']);
    expect(fixed.compromises[1]!.reason).toMatch(/^Ana liked Prime Cuts\. Great steaks for everyone! Warning for Ben \(Vegan\): /);
  });

  it('a group weighs every member: places more members liked come first, passes count against', () => {
    const member = (label: string, likes: SwipedPlaceFacts[]) => ({ label, dietaryRestrictions: [], likes });
    const groupCandidate = (id: string, cuisines: string[], likers: number[], passers: number[], distance = 0.5): CompromiseCandidate => ({
      ...liked(id, cuisines, distance),
      name: id,
      rating: null,
      likedBy: likers[0]!,
      likers,
      passers,
      warningsForOther: [],
    });
    const group: CompromiseInput = {
      partners: [
        member('Ana', [liked('Thai Orchid', ['Thai']), liked('Pho Bar', ['Vietnamese'])]),
        member('Ben', [liked('Thai Orchid', ['Thai']), liked('Sushi Go', ['Sushi'])]),
        member('Cy', [liked('Thai Orchid', ['Thai']), liked('Bangkok', ['Thai'])]),
        member('Dee', [liked('Bangkok', ['Thai'])]),
      ],
      candidates: [
        // Liked by one, close, and of a cuisine the others liked: still below the place three liked.
        groupCandidate('Bangkok', ['Thai'], [2, 3], [0, 1], 0.1),
        groupCandidate('Thai Orchid', ['Thai'], [0, 1, 2], [3], 0.9),
        groupCandidate('Pho Bar', ['Vietnamese'], [0], [1, 2, 3], 0.2),
        groupCandidate('Sushi Go', ['Sushi'], [1], [0, 2], 0.2),
      ],
    };
    const { compromises } = compromisesTask.builtin(group);
    // At most three suggestions: Pho Bar, liked by one and passed by three, is left out.
    expect(compromises.map((item) => item.placeId)).toEqual(['Thai Orchid', 'Bangkok', 'Sushi Go']);
    expect(compromises[0]!.reason).toMatch(/^Ana, Ben and Cy liked Thai Orchid; Dee liked /);
    // The pair's answers are unchanged by the group weighting.
    expect(compromisesTask.builtin(input).compromises.map((item) => item.placeId)).toEqual(['Thai Orchid', 'Green Leaf', 'Dante & Luigi']);
  });
});

describe('solo taste insights', () => {
  const swipe = (action: 'like' | 'pass', name: string, cuisine: string, distance: number, priceLevel: number | null = null) => ({
    action,
    name,
    cuisines: [cuisine],
    priceLevel,
    distance,
    suitsDiet: null,
  });
  const nearby = [
    { name: 'Trattoria Nearby', cuisines: ['Italian'], priceLevel: null, distance: 0.3, street: '1 Main St' },
    { name: 'Taqueria Nearby', cuisines: ['Mexican'], priceLevel: null, distance: 0.4, street: null },
    { name: 'Sushi Nearby', cuisines: ['Sushi'], priceLevel: null, distance: 0.5, street: null },
  ];
  const italianLover: SoloInsightsInput = {
    dietaryRestrictions: [],
    swipes: [
      swipe('like', 'Dante', 'Italian', 0.4, 2),
      swipe('like', 'Luigi', 'Italian', 0.6, 2),
      swipe('like', 'Siam', 'Thai', 0.8, 2),
      swipe('pass', 'Burger Barn', 'Burgers', 2.1),
      swipe('pass', 'Burger Bus', 'Burgers', 1.9),
    ],
    nearby,
  };
  const burgerLover: SoloInsightsInput = {
    ...italianLover,
    swipes: italianLover.swipes.map((item) => ({ ...item, action: item.action === 'like' ? ('pass' as const) : ('like' as const) })),
  };

  it('reads the profile from likes and passes, with numbers', () => {
    const insights = soloInsightsTask.builtin(italianLover);
    expect(insights.tasteProfile).toBe(
      'You lean toward Italian (2 of your 3 likes). Your likes are mostly $$ and within a mile of where you searched.',
    );
    expect(insights.patterns).toEqual(
      expect.arrayContaining([
        'You liked 3 of 5 places (60%).',
        'Italian: you liked 2 of the 2 you saw.',
        'You passed on both burger places.',
        'All 3 of your likes list a price, all $$.',
        'Places you liked were 0.6 miles away on average, against 2 miles for the ones you passed.',
      ]),
    );
    expect(insights.recommendations[0]).toBe('Try Trattoria Nearby at 1 Main St: another Italian place, 0.3 miles away.');
    expect(insights.recommendations.join(' ')).not.toMatch(/Burger/);
  });

  it('gives different sessions different profiles, and the same session the same one', () => {
    const a = soloInsightsTask.builtin(italianLover);
    const b = soloInsightsTask.builtin(burgerLover);
    expect(b.tasteProfile).toMatch(/burgers/);
    expect(b.tasteProfile).not.toEqual(a.tasteProfile);
    expect(soloInsightsTask.builtin(structuredClone(italianLover))).toEqual(a);
  });

  it('is honest when nothing was liked or swiped', () => {
    expect(soloInsightsTask.builtin({ ...italianLover, swipes: [] }).tasteProfile).toMatch(/haven't swiped/);
    const none = soloInsightsTask.builtin({
      ...italianLover,
      swipes: italianLover.swipes.map((item) => ({ ...item, action: 'pass' as const })),
    });
    expect(none.tasteProfile).toMatch(/^You passed on all 5 places/);
  });
});
