import { makePlace } from '../../restaurants/__tests__/place-fixtures';
import type { Place } from '../../restaurants/domain/place';
import { cuisineModifier, cuisineNoun } from '../facts/cuisine-words';
import { placeFacts } from '../facts/place-facts';
import { compromisesTask, type CompromiseCandidate, type SwipedPlaceFacts } from '../tasks/compromises';
import { describeRestaurantTask, detailSentence, placeKind } from '../tasks/describe-restaurant';
import { soloInsightsTask, type SoloInsightsInput, type SoloSwipeFacts } from '../tasks/solo-insights';

/** Generated words a person can trust (cuisine case and grammar, claims with evidence, suggestions). */

function place(id: string, overrides: Partial<Place> = {}): Place {
  return makePlace({ id, lat: 39.95, lng: -75.16, cuisines: ['Pizza'], vicinity: '1929 Chestnut Street, Philadelphia', ...overrides });
}

describe('cuisine words mid-sentence', () => {
  it('lower-cases common nouns and keeps proper adjectives', () => {
    expect(['Pizza', 'Seafood', 'Burgers', 'Breakfast', 'Bar & Grill', 'Fast Food'].map(cuisineNoun)).toEqual([
      'pizza',
      'seafood',
      'burgers',
      'breakfast',
      'bar & grill',
      'fast food',
    ]);
    expect(['Italian', 'Thai', 'Tex-Mex', 'Lao-Thai', 'Middle Eastern', 'BBQ', 'Irish Pub', 'Caribbean American'].map(cuisineNoun)).toEqual(
      ['Italian', 'Thai', 'Tex-Mex', 'Lao-Thai', 'Middle Eastern', 'BBQ', 'Irish pub', 'Caribbean American'],
    );
    expect(['Bagels', 'Burgers', 'Hot Dogs', 'Italian', 'Sandwiches'].map(cuisineModifier)).toEqual([
      'bagel',
      'burger',
      'hot dog',
      'Italian',
      'sandwich',
    ]);
  });

  it('keeps the capital of a compass word that names a region: "a West African kitchen", "South Indian"', () => {
    expect(['West African', 'South Indian', 'Central Asian', 'East African', 'Nuevo Latino', 'South East Asian'].map(cuisineNoun)).toEqual([
      'West African',
      'South Indian',
      'Central Asian',
      'East African',
      'Nuevo Latino',
      'South East Asian',
    ]);
    const westAfrican = placeFacts(place('osm:node/wa', { cuisines: ['West African'] }));
    expect(placeKind(westAfrican)).toMatch(/^a West African (spot|restaurant|kitchen|place)$/);
  });

  it('puts no plural label before a noun: "a tapas bar", "an oyster bar", "a gyro place"', () => {
    const kind = (cuisine: string) => placeKind(placeFacts(place(`osm:node/${cuisine}`, { cuisines: [cuisine] })));
    expect(['Tapas', 'Oysters', 'Fish and Chips', 'Fries'].map(kind)).toEqual([
      'a tapas bar',
      'an oyster bar',
      'a fish-and-chips shop',
      'a fry shop',
    ]);
    expect(kind('Gyros')).toMatch(/^a gyro (spot|restaurant|kitchen|place)$/);
    // 'Tapas' and 'Fish and Chips' stay as English writes them before a noun ('another tapas place').
    expect(['Gyros', 'Oysters', 'Fries', 'Ribs', 'Nachos', 'Tapas', 'Fish and Chips'].map(cuisineModifier)).toEqual([
      'gyro',
      'oyster',
      'fry',
      'rib',
      'nacho',
      'tapas',
      'fish and chips',
    ]);
  });

  it('writes "a seafood place" and "the pizza classics", never the capitalised label mid-sentence', () => {
    const seafood = placeFacts(place('osm:node/1', { cuisines: ['Seafood'] }));
    const kinds = new Set(Array.from({ length: 24 }, (_, i) => placeKind({ ...seafood, placeId: `osm:node/${i}` })));
    for (const kind of kinds) expect(kind).toMatch(/^a seafood (spot|restaurant|kitchen|place)$/);
    for (const cuisine of ['Pizza', 'Burgers', 'Seafood', 'Breakfast']) {
      for (let i = 0; i < 12; i++) {
        const detail = detailSentence(placeFacts(place(`osm:node/${cuisine}${i}`, { cuisines: [cuisine] })))!;
        // The label may open the sentence; anywhere else it is lower case, and a plural never sits before a noun.
        expect(detail.slice(1)).not.toContain(cuisine);
        expect(detail).not.toMatch(/Burgers (staples|classics|picks)/i);
      }
    }
    const italian = detailSentence(placeFacts(place('osm:node/it', { cuisines: ['Italian'] })))!;
    expect(italian).toMatch(/Italian/);
  });

  it('says "at 1929 Chestnut Street" for an address, never "on 1929 Chestnut Street"', () => {
    const input: SoloInsightsInput = {
      dietaryRestrictions: [],
      swipes: [like('A', ['Pizza'], 0.3), like('B', ['Pizza'], 0.4)],
      nearby: [{ name: 'Dolce Carini', cuisines: ['Pizza'], priceLevel: null, distance: 0.5, street: '1929 Chestnut Street' }],
    };
    const [first] = soloInsightsTask.builtin(input).recommendations;
    expect(first).toBe('Try Dolce Carini at 1929 Chestnut Street: another pizza place, 0.5 miles away.');
  });

  it('says "liked another bagel place", not "liked one other Bagels place"', () => {
    const { compromises } = compromisesTask.builtin({
      partners: [
        { label: 'ana', dietaryRestrictions: [], likes: [liked('a1', ['Bagels'], 0.4)] },
        { label: 'bob', dietaryRestrictions: [], likes: [liked('b1', ['Bagels'], 0.5)] },
      ],
      candidates: [candidate('a1', ['Bagels'], 0, 0.4)],
    });
    expect(compromises[0]!.reason).toMatch(/^ana liked a1; bob liked another bagel place/);
    expect(compromises[0]!.reason).not.toMatch(/Bagels|one other/);
  });
});

function like(name: string, cuisines: string[], distance: number, priceLevel: number | null = null): SoloSwipeFacts {
  return { action: 'like', name, cuisines, priceLevel, distance, suitsDiet: null };
}
const pass = (name: string, cuisines: string[], distance: number): SoloSwipeFacts => ({
  ...like(name, cuisines, distance),
  action: 'pass',
});

describe('taste claims need evidence', () => {
  const nearby: SoloInsightsInput['nearby'] = [];

  it('does not claim a lean from one like each (the walkthrough: Pizza 2, Chinese 1, Indian 1)', () => {
    const { tasteProfile } = soloInsightsTask.builtin({
      dietaryRestrictions: [],
      swipes: [
        like('P1', ['Pizza'], 0.3),
        like('P2', ['Pizza'], 0.5),
        like('C1', ['Chinese'], 0.4),
        like('I1', ['Indian'], 0.6),
        pass('X', ['Thai'], 1),
      ],
      nearby,
    });
    expect(tasteProfile).not.toMatch(/Chinese|Indian/);
    expect(tasteProfile).toMatch(/^You lean toward pizza \(2 of your 4 likes\)/);
  });

  it('says a tie is a tie', () => {
    const { tasteProfile } = soloInsightsTask.builtin({
      dietaryRestrictions: [],
      swipes: [like('P1', ['Pizza'], 0.3), like('P2', ['Pizza'], 0.5), like('C1', ['Chinese'], 0.4), like('C2', ['Chinese'], 0.6)],
      nearby,
    });
    expect(tasteProfile).toMatch(/^Chinese and pizza tie, with 2 likes each/);
    expect(tasteProfile).not.toMatch(/lean toward/);
  });

  it('claims nothing when no cuisine has two likes', () => {
    const { tasteProfile } = soloInsightsTask.builtin({
      dietaryRestrictions: [],
      swipes: [like('P1', ['Pizza'], 0.3, 2), like('C1', ['Chinese'], 0.4, 1), like('I1', ['Indian'], 0.6)],
      nearby,
    });
    expect(tasteProfile).not.toMatch(/lean toward|mostly/);
    expect(tasteProfile).toMatch(/^You liked three places, each a different cuisine/);
  });

  it('claims a price only from two or more likes at that level', () => {
    const one = soloInsightsTask.builtin({
      dietaryRestrictions: [],
      swipes: [like('P1', ['Pizza'], 0.3, 2), like('P2', ['Pizza'], 0.5)],
      nearby,
    });
    expect(one.tasteProfile).not.toMatch(/mostly/);
    const two = soloInsightsTask.builtin({
      dietaryRestrictions: [],
      swipes: [like('P1', ['Pizza'], 0.3, 2), like('P2', ['Pizza'], 0.5, 2), like('P3', ['Thai'], 0.5)],
      nearby,
    });
    expect(two.tasteProfile).toMatch(/mostly \$\$/);
  });
});

function liked(placeId: string, cuisines: string[], distance: number, priceLevel: number | null = null): SwipedPlaceFacts {
  return { placeId, name: placeId, cuisines, priceLevel, distance };
}
function candidate(
  placeId: string,
  cuisines: string[],
  likedBy: 0 | 1,
  distance: number,
  priceLevel: number | null = null,
): CompromiseCandidate {
  return { ...liked(placeId, cuisines, distance, priceLevel), rating: null, likedBy, warningsForOther: [] };
}

describe('no-match suggestions', () => {
  const partners: Parameters<typeof compromisesTask.builtin>[0]['partners'] = [
    {
      label: 'Ana',
      dietaryRestrictions: [],
      likes: ['a1', 'a2', 'a3', 'a4', 'a5'].map((id, i) => liked(id, [['Pizza', 'Thai', 'Mexican', 'Sushi', 'Diner'][i]!], 0.5 + i, 2)),
    },
    { label: 'Ben', dietaryRestrictions: [], likes: [liked('b1', ['Pizza'], 0.6, 2), liked('b2', ['Thai'], 0.8, 1)] },
  ];
  const candidates = [
    ...partners[0]!.likes.map((item) => ({ ...item, rating: null, likedBy: 0 as const, warningsForOther: [] })),
    ...partners[1]!.likes.map((item) => ({ ...item, rating: null, likedBy: 1 as const, warningsForOther: [] })),
  ];

  it('gives at most 3, ranked, each reason tied to both partners’ likes', () => {
    const { compromises } = compromisesTask.builtin({ partners, candidates });
    expect(compromises).toHaveLength(3);
    // The three that share a cuisine with the other partner's likes, not all seven places liked.
    expect(compromises.map((item) => item.placeId).sort()).toEqual(['a1', 'b1', 'b2']);
    for (const { placeId, reason } of compromises) {
      const item = candidates.find((entry) => entry.placeId === placeId)!;
      const [liker, other] = item.likedBy === 0 ? ['Ana', 'Ben'] : ['Ben', 'Ana'];
      expect(reason).toMatch(new RegExp(`^${liker} liked ${placeId};`));
      expect(reason).toMatch(new RegExp(`${other} liked`));
      expect(reason).not.toMatch(/; it is [\d.]+ miles? away\.$/);
    }
  });

  it('states a distance trade-off against the other partner’s likes when nothing else is shared', () => {
    const { compromises } = compromisesTask.builtin({
      partners: [
        { label: 'Ana', dietaryRestrictions: [], likes: [liked('far', ['Sushi'], 2.1)] },
        { label: 'Ben', dietaryRestrictions: [], likes: [liked('b1', ['Pizza'], 0.4), liked('b2', ['Thai'], 0.6)] },
      ],
      candidates: [candidate('far', ['Sushi'], 0, 2.1)],
    });
    expect(compromises[0]!.reason).toBe('Ana liked far; at 2.1 miles it is 1.6 miles farther than the places Ben liked (0.5 miles).');
  });
});

describe('descriptions read as written by a person', () => {
  it('has no capitalised common-noun cuisine after the first word', () => {
    for (let i = 0; i < 30; i++) {
      const { description } = describeRestaurantTask.builtin(
        placeFacts(place(`osm:node/d${i}`, { name: 'Joe', cuisines: ['Pizza', 'Italian'] })),
      );
      const rest = description.replace(/(^|[.!?]\s+)\S+/g, '$1');
      expect(rest).not.toMatch(/\bPizza\b/);
    }
  });
});
