import type { DietaryWarning, PriceRange } from '@forkcast/contracts';
import type { AiTask } from '../ai-task';
import type { PlaceFacts } from '../facts/place-facts';
import { cuisineNoun } from '../facts/cuisine-words';
import { dollars, joinAnd } from '../facts/phrasing';
import { descriptionOutputSchema, introSentence, detailSentence, type DescriptionOutput } from './describe-restaurant';

export interface DiscoverInput {
  place: PlaceFacts;
  /** Only the preference facts a "why it fits you" line needs. */
  preferences: { priceRange: PriceRange[]; cuisinePreferences: string[]; dietaryRestrictions: string[] };
  dietaryWarnings: DietaryWarning[];
}

/** Why this new place fits (or where it may not), from the user's own preferences. */
function fitSentence(input: DiscoverInput): string | null {
  const serious = input.dietaryWarnings.find((warning) => warning.severity !== 'low');
  if (serious) return `Heads-up for your ${serious.restriction.toLowerCase()} diet: ${serious.warning}`;
  const reasons: string[] = [];
  const preferred = input.preferences.cuisinePreferences.find((cuisine) =>
    input.place.cuisines.some((label) => label.toLowerCase() === cuisine.toLowerCase()),
  );
  if (preferred) reasons.push(`your taste for ${cuisineNoun(preferred)}`);
  if (input.place.priceLevel !== null && input.preferences.priceRange.some((range) => range.length === input.place.priceLevel)) {
    reasons.push(`your ${dollars(input.place.priceLevel)} budget`);
  }
  const restrictions = input.preferences.dietaryRestrictions;
  // Only a place with no warning at all (not even "no information") is said to fit the diet.
  if (restrictions.length > 0 && input.dietaryWarnings.length === 0)
    reasons.push(`your ${joinAnd(restrictions.map((item) => item.toLowerCase()))} diet`);
  return reasons.length > 0 ? `It fits ${joinAnd(reasons)}.` : null;
}

/** Discover's `aiDescription` (docs/product.md › Entities (Discover restaurant)): what the place is, and why it was picked for this user. */
export const discoverDescriptionTask: AiTask<DiscoverInput, DescriptionOutput> = {
  kind: 'discover',
  schema: descriptionOutputSchema,
  instructions:
    'Write a two-sentence description (under 300 characters) of a restaurant the user has not tried: what it is and where, ' +
    'then why it fits their preferences, or a clear heads-up when a dietary warning applies. Answer as {"description": "..."}.',
  builtin(input) {
    const second = fitSentence(input) ?? detailSentence(input.place);
    return { description: second ? `${introSentence(input.place)} ${second}` : introSentence(input.place) };
  },
  finalize(input, output) {
    // A high-severity conflict is never left out of a description the user acts on.
    const high = input.dietaryWarnings.find((warning) => warning.severity === 'high');
    if (!high || output.description.includes(high.warning)) return output;
    const description = `${output.description} Heads-up for your ${high.restriction.toLowerCase()} diet: ${high.warning}`;
    return {
      description:
        description.length <= 400
          ? description
          : `${introSentence(input.place)} Heads-up for your ${high.restriction.toLowerCase()} diet: ${high.warning}`,
    };
  },
};
