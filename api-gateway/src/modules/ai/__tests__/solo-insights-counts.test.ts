import fc from 'fast-check';
import { makePlace } from '../../restaurants/__tests__/place-fixtures';
import { FALLBACK_CUISINE, toRestaurant } from '../../restaurants/domain/to-restaurant';
import { cuisineNoun } from '../facts/cuisine-words';
import { soloSwipeFacts } from '../facts/session-facts';
import { soloInsightsTask } from '../tasks/solo-insights';

/**
 * The cuisine claims of a solo session's insights, checked against the cards the user swiped: the
 * cuisine the text names as the top one, and every count it gives, come from the labels those cards
 * showed. Covered relatives (Pasta under Italian, Wings under Chicken) keep their own label; a card
 * whose label was read from the name, or whose place has left the cache, still counts under its label.
 */

const ORIGIN = { latitude: 39.9525, longitude: -75.1741 };
const LABELS = ['Pizza', 'Italian', 'Pasta', 'Chicken', 'Wings', 'Mexican', null] as const;

type Evidence = 'tagged' | 'from-name' | 'left-cache';
interface SwipeSpec {
  action: 'like' | 'pass';
  label: (typeof LABELS)[number];
  evidence: Evidence;
  priceLevel: number | null;
}

function insightsFor(specs: readonly SwipeSpec[]) {
  const swipes = specs.map((spec, index) => {
    const place = makePlace({
      id: `osm:node/${index + 1}`,
      name: `Place ${index + 1}`,
      lat: ORIGIN.latitude + index * 0.001,
      cuisines: spec.label ? [spec.label] : [],
      priceLevel: spec.priceLevel,
      ...(spec.evidence === 'from-name' && spec.label ? { cuisinesFromName: true } : {}),
    });
    const card = toRestaurant(place, ORIGIN, []);
    return soloSwipeFacts(spec.action, card, spec.evidence === 'left-cache' ? undefined : place, []);
  });
  return soloInsightsTask.builtin({ dietaryRestrictions: [], swipes, nearby: [] });
}

/** Likes and sightings per label as the cards showed it, keyed by the label's in-sentence noun. */
function cardTallies(specs: readonly SwipeSpec[]) {
  const tallies = new Map<string, { label: string; likes: number; seen: number }>();
  for (const spec of specs) {
    if (!spec.label) continue;
    const key = cuisineNoun(spec.label).toLowerCase();
    const tally = tallies.get(key) ?? { label: spec.label, likes: 0, seen: 0 };
    tally.seen++;
    if (spec.action === 'like') tally.likes++;
    tallies.set(key, tally);
  }
  return tallies;
}

const likesOf = (tallies: ReturnType<typeof cardTallies>, noun: string) => tallies.get(noun.toLowerCase())?.likes ?? 0;

function checkClaims(specs: readonly SwipeSpec[]) {
  const insights = insightsFor(specs);
  const tallies = cardTallies(specs);
  const likes = specs.filter((spec) => spec.action === 'like').length;
  const top = Math.max(0, ...[...tallies.values()].map((tally) => tally.likes));
  const leaders = [...tallies.keys()].filter((key) => tallies.get(key)!.likes === top);
  const profile = insights.tasteProfile;

  const single = /(?:You lean toward (.+?) \(|: (.+?) came up most, with )(\d+) of your (\d+) likes/.exec(profile);
  if (single) {
    const named = single[1] ?? single[2]!;
    expect({ named, count: Number(single[3]), of: Number(single[4]) }).toEqual({ named, count: likesOf(tallies, named), of: likes });
    expect({ named, count: Number(single[3]) }).toEqual({ named, count: top });
    expect(leaders).toEqual([named.toLowerCase()]);
  }
  const tie = /^(.+) tie, with (\d+) likes each/.exec(profile);
  if (tie) {
    const named = tie[1]!.split(/, | and /).map((noun) => noun.toLowerCase());
    expect({ named: [...named].sort(), count: Number(tie[2]) }).toEqual({ named: [...leaders].sort(), count: top });
  }
  const manyTie = /(\w+) cuisines tie with (\d+) likes each/.exec(profile);
  if (manyTie) expect(Number(manyTie[2])).toBe(top);
  if (/no cuisine came up twice|each a different cuisine/.test(profile)) expect(top).toBeLessThan(2);
  if (/whose listings name no cuisine/.test(profile)) expect(top).toBe(0);
  if (likes >= 2 && top >= 2) expect(single ?? tie ?? manyTie).not.toBeNull();

  const cuisineLines = insights.patterns.flatMap((line) => {
    const some = /^(.+): you liked (\d+) of the (\d+) you saw\.$/.exec(line);
    if (some) return [{ label: some[1]!, likes: Number(some[2]), seen: Number(some[3]) }];
    const only = /^(.+): you liked the only one you saw\.$/.exec(line);
    return only ? [{ label: only[1]!, likes: 1, seen: 1 }] : [];
  });
  for (const line of cuisineLines) {
    const tally = tallies.get(cuisineNoun(line.label).toLowerCase());
    expect({ ...line, card: tally && { likes: tally.likes, seen: tally.seen } }).toEqual({
      ...line,
      card: { likes: line.likes, seen: line.seen },
    });
  }
  // The most liked cuisine is the first one the patterns list.
  if (top > 0) expect(leaders).toContain(cuisineNoun(cuisineLines[0]?.label ?? '').toLowerCase());
}

describe('solo insights count likes by the cuisine each card showed', () => {
  it('names pizza for 3 pizza, 2 Italian, 1 chicken and 1 Mexican like, pizza labels read from the name included', () => {
    const like = (label: SwipeSpec['label'], evidence: Evidence = 'tagged'): SwipeSpec => ({
      action: 'like',
      label,
      evidence,
      priceLevel: 2,
    });
    const specs = [
      like('Pizza', 'from-name'),
      like('Pizza', 'from-name'),
      like('Pizza', 'left-cache'),
      like('Italian'),
      like('Italian'),
      like('Chicken'),
      like('Mexican'),
    ];
    const insights = insightsFor(specs);
    expect(insights.tasteProfile).toMatch(/^You lean toward pizza \(3 of your 7 likes\)\./);
    expect(insights.patterns).toContain('Pizza: you liked 3 of the 3 you saw.');
    expect(insights.patterns).toContain('Italian: you liked 2 of the 2 you saw.');
    checkClaims(specs);
  });

  it('keeps a covered relative apart from the cuisine that covers it', () => {
    const like = (label: SwipeSpec['label']): SwipeSpec => ({ action: 'like', label, evidence: 'tagged', priceLevel: null });
    const insights = insightsFor([like('Italian'), like('Pasta'), like('Pasta'), like('Mexican')]);
    expect(insights.tasteProfile).toMatch(/^You lean toward pasta \(2 of your 4 likes\)\./);
    expect(insights.patterns).toContain('Italian: you liked the only one you saw.');
  });

  it('holds for any set of likes and passes', () => {
    const spec = fc.record<SwipeSpec>({
      action: fc.constantFrom('like', 'pass'),
      label: fc.constantFrom(...LABELS),
      evidence: fc.constantFrom('tagged', 'from-name', 'left-cache'),
      priceLevel: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(spec, { minLength: 1, maxLength: 14 }), (specs) => {
        checkClaims(specs);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a card without a cuisine as none, never as the fallback label', () => {
    const like: SwipeSpec = { action: 'like', label: null, evidence: 'tagged', priceLevel: null };
    const text = JSON.stringify(insightsFor([like, like, like]));
    expect(text).not.toMatch(new RegExp(FALLBACK_CUISINE, 'i'));
  });
});
