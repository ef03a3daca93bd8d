import { z } from 'zod';
import { COMPROMISE_LIMIT, type DietaryWarning } from '@forkcast/contracts';
import { findCuisineProfile } from '../../restaurants/domain/cuisine-knowledge';
import type { AiTask } from '../ai-task';
import { cuisineModifier } from '../facts/cuisine-words';
import { countWord, dollars, joinAnd, miles } from '../facts/phrasing';

export interface SwipedPlaceFacts {
  placeId: string;
  name: string;
  cuisines: string[];
  priceLevel: number | null;
  /** Miles from where the session searched. */
  distance: number;
}

export interface CompromisePartner {
  /** First name, or 'Partner 1' / 'Partner 2' when there is none: no e-mail or id ever goes in. */
  label: string;
  dietaryRestrictions: string[];
  likes: SwipedPlaceFacts[];
}

export interface CompromiseCandidate extends SwipedPlaceFacts {
  rating: number | null;
  /** Index into `partners` of the one partner who liked it (a group: the first member who did). */
  likedBy: number;
  /**
   * A group session only: indexes of every member who liked it, and of those who passed it. The
   * group's weighting: places more members liked come first, and each pass counts against a place.
   */
  likers?: number[];
  passers?: number[];
  /** The other partner's warnings for this place (a group: every member who did not like it). */
  warningsForOther: DietaryWarning[];
}

export interface CompromiseInput {
  /** Two partners, or a group's 3–6 members. */
  partners: CompromisePartner[];
  candidates: CompromiseCandidate[];
}

/**
 * Who liked a candidate and who it must win over. A pair: the liker and the other partner. A group: the
 * members who liked it as one side and everyone else as the other (their names, diets and likes together).
 */
function sides(
  candidate: CompromiseCandidate,
  partners: CompromiseInput['partners'],
): { liker: CompromisePartner; other: CompromisePartner } {
  if (!candidate.likers) return { liker: partners[candidate.likedBy]!, other: partners[candidate.likedBy === 0 ? 1 : 0]! };
  const likers = new Set(candidate.likers);
  const merge = (members: CompromisePartner[]): CompromisePartner => ({
    label: joinAnd(members.map((member) => member.label)),
    dietaryRestrictions: [...new Set(members.flatMap((member) => member.dietaryRestrictions))],
    likes: members.flatMap((member) => member.likes),
  });
  return {
    liker: merge(partners.filter((_, index) => likers.has(index))),
    other: merge(partners.filter((_, index) => !likers.has(index))),
  };
}

/** A group's weighting, before fit: each member who liked the place counts for it, each who passed it against (0 for a pair). */
const groupWeight = (candidate: CompromiseCandidate) => 4 * (candidate.likers?.length ?? 0) - (candidate.passers?.length ?? 0);

export const compromiseOutputSchema = z.object({
  compromises: z.array(z.object({ placeId: z.string().min(1), reason: z.string().trim().min(1).max(600) })),
});
export type CompromiseOutput = z.infer<typeof compromiseOutputSchema>;

const SEVERITY_RANK = { high: 0, medium: 1, low: 2 } as const;
const isHigh = (candidate: CompromiseCandidate) => candidate.warningsForOther.some((warning) => warning.severity === 'high');

/** Cuisine identity across spellings ('Sushi' and 'Japanese' stay apart; 'Steakhouse' and 'steak_house' don't). */
const cuisineId = (label: string) => findCuisineProfile(label)?.slug ?? label.toLowerCase();

function sharedCuisine(candidate: SwipedPlaceFacts, likes: readonly SwipedPlaceFacts[]): { label: string; count: number } | null {
  for (const label of candidate.cuisines) {
    const id = cuisineId(label);
    const count = likes.filter(
      (like) => like.placeId !== candidate.placeId && like.cuisines.some((other) => cuisineId(other) === id),
    ).length;
    if (count > 0) return { label, count };
  }
  return null;
}

function modalPrice(likes: readonly SwipedPlaceFacts[]): number | null {
  const counts = new Map<number, number>();
  for (const like of likes) if (like.priceLevel !== null) counts.set(like.priceLevel, (counts.get(like.priceLevel) ?? 0) + 1);
  let best: number | null = null;
  for (const [level, count] of counts)
    if (best === null || count > counts.get(best)! || (count === counts.get(best)! && level < best)) best = level;
  return best;
}

const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** How well a place one partner liked fits the other: their cuisines, price and distance, minus diet conflicts. */
function fitScore(candidate: CompromiseCandidate, other: CompromisePartner): number {
  let score = Math.min(sharedCuisine(candidate, other.likes)?.count ?? 0, 3) * 3;
  const price = modalPrice(other.likes);
  if (price !== null && candidate.priceLevel !== null)
    score += candidate.priceLevel === price ? 2 : Math.abs(candidate.priceLevel - price) === 1 ? 1 : 0;
  const usual = median(other.likes.map((like) => like.distance));
  if (usual !== null && candidate.distance <= usual + 0.25) score += 1;
  score += 1 - Math.min(candidate.distance, 5) / 5;
  if (candidate.rating !== null) score += candidate.rating / 5;
  const worst = candidate.warningsForOther.reduce((rank, warning) => Math.min(rank, SEVERITY_RANK[warning.severity]), 3);
  if (worst === 1) score -= 2;
  else if (worst === 3 && other.dietaryRestrictions.length > 0) score += 2;
  return score;
}

function warningClause(other: CompromisePartner, warning: DietaryWarning): string {
  const label = { high: 'Warning for', medium: 'Note for', low: 'Worth checking for' }[warning.severity];
  return `${label} ${other.label} (${warning.restriction}): ${warning.warning}`;
}

/** How the candidate's distance compares with the places the other partner liked (their median): a trade-off in words. */
function distanceTie(candidate: CompromiseCandidate, other: CompromisePartner, usual: number): string {
  const gap = Math.round((candidate.distance - usual) * 10) / 10;
  const theirs = `the places ${other.label} liked (${miles(usual)})`;
  if (Math.abs(gap) <= 0.2) return `at ${miles(candidate.distance)} it is about as close as ${theirs}`;
  return gap < 0
    ? `at ${miles(candidate.distance)} it is ${miles(-gap)} closer than ${theirs}`
    : `at ${miles(candidate.distance)} it is ${miles(gap)} farther than ${theirs}`;
}

/** How the candidate's price compares with the other partner's usual price, when both are listed. */
function priceTie(candidate: CompromiseCandidate, other: CompromisePartner, price: number): string {
  if (candidate.priceLevel === price) return `its ${dollars(price)} prices match the places ${other.label} liked`;
  return candidate.priceLevel! < price
    ? `at ${dollars(candidate.priceLevel)} it costs less than the ${dollars(price)} places ${other.label} liked`
    : `at ${dollars(candidate.priceLevel)} it costs more than the ${dollars(price)} places ${other.label} liked`;
}

/**
 * Why a place one partner liked may suit both: every reason says who liked it and ties
 * it to the other partner's own likes: a shared cuisine first, then price, then the distance trade-off,
 * two of them at most; never a bare "it is 2.1 miles away".
 */
function reasonFor(candidate: CompromiseCandidate, partners: CompromiseInput['partners']): string {
  const { liker, other } = sides(candidate, partners);
  const shared = sharedCuisine(candidate, other.likes);
  const price = modalPrice(other.likes);
  const usual = median(other.likes.map((like) => like.distance));

  const ties: string[] = [];
  if (shared) {
    const kind = cuisineModifier(shared.label);
    ties.push(
      shared.count === 1
        ? `${other.label} liked another ${kind} place`
        : `${other.label} liked ${countWord(shared.count)} other ${kind} places`,
    );
  }
  if (price !== null && candidate.priceLevel !== null) ties.push(priceTie(candidate, other, price));
  if (usual !== null && ties.length < 2) ties.push(distanceTie(candidate, other, usual));
  // With nothing the other partner liked, the reason says so rather than dressing up the distance.
  const liked =
    other.likes.length === 0
      ? `${liker.label} liked ${candidate.name}, ${miles(candidate.distance)} away`
      : `${liker.label} liked ${candidate.name}`;
  const why =
    other.likes.length === 0
      ? `${other.label} didn't like any place this time, so there is nothing of theirs to compare it with`
      : joinAnd(ties.slice(0, 2));

  const warnings = [...candidate.warningsForOther].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
  const dietOk =
    warnings.length === 0 && other.dietaryRestrictions.length > 0
      ? `, and nothing in its listing conflicts with ${other.label}'s ${joinAnd(other.dietaryRestrictions.map((item) => item.toLowerCase()))} diet`
      : '';
  return [`${liked}; ${why}${dietOk}.`, ...warnings.map((warning) => warningClause(other, warning))].join(' ');
}

/**
 * Suggestions for a partnered session that ended without a match: places exactly one partner liked,
 * ranked by how well each fits the other partner. A place with a high-severity dietary warning for the
 * other partner always ranks below the safe ones and its reason always carries the warning.
 */
export const compromisesTask: AiTask<CompromiseInput, CompromiseOutput> = {
  kind: 'compromises',
  schema: compromiseOutputSchema,
  instructions:
    'Two partners swiped restaurants and matched on none. Each candidate was liked by exactly one partner (likedBy is an index into partners). ' +
    `Pick up to ${COMPROMISE_LIMIT} candidates that best fit the OTHER partner (their liked cuisines, prices, distances and dietary restrictions) and, for each, ` +
    'write a reason naming who liked it and why it may suit the other. In a group (more than two partners), likers lists everyone who liked a ' +
    'candidate and passers everyone who passed it: prefer candidates more of them liked. Any warningsForOther must be stated in the reason, and a candidate with a ' +
    'high-severity warning must come after all others. Answer as {"compromises": [{"placeId": "...", "reason": "..."}]}, best first.',
  builtin({ partners, candidates }) {
    const ranked = candidates
      .map((candidate) => ({ candidate, score: fitScore(candidate, sides(candidate, partners).other) }))
      .sort(
        (a, b) =>
          Number(isHigh(a.candidate)) - Number(isHigh(b.candidate)) ||
          groupWeight(b.candidate) - groupWeight(a.candidate) ||
          b.score - a.score ||
          a.candidate.distance - b.candidate.distance ||
          (a.candidate.placeId < b.candidate.placeId ? -1 : 1),
      );
    return {
      compromises: ranked
        .slice(0, COMPROMISE_LIMIT)
        .map(({ candidate }) => ({ placeId: candidate.placeId, reason: reasonFor(candidate, partners) })),
    };
  },
  finalize({ partners, candidates }, output) {
    const byId = new Map(candidates.map((candidate) => [candidate.placeId, candidate]));
    const seen = new Set<string>();
    const kept = output.compromises.flatMap((item) => {
      const candidate = byId.get(item.placeId);
      if (!candidate || seen.has(item.placeId)) return [];
      seen.add(item.placeId);
      const { liker, other } = sides(candidate, partners);
      // Whoever wrote it: the reason names the liker and spells out every serious conflict.
      let reason = item.reason.includes(liker.label) ? item.reason : `${liker.label} liked ${candidate.name}. ${item.reason}`;
      for (const warning of candidate.warningsForOther) {
        if (warning.severity !== 'low' && !reason.includes(warning.warning)) reason = `${reason} ${warningClause(other, warning)}`;
      }
      return [{ candidate, placeId: item.placeId, reason }];
    });
    const ordered = [...kept.filter((item) => !isHigh(item.candidate)), ...kept.filter((item) => isHigh(item.candidate))];
    return { compromises: ordered.slice(0, COMPROMISE_LIMIT).map(({ placeId, reason }) => ({ placeId, reason })) };
  },
};
