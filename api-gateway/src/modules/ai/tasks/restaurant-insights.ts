import type { DietaryWarning } from '@forkcast/contracts';
import { restaurantInsightsBodySchema, type RestaurantInsightsBody } from '@forkcast/contracts';
import type { AiTask } from '../ai-task';
import { cuisineProfiles, dietHighlights, plantBasedOnly, warningSentence, type PlaceFacts } from '../facts/place-facts';
import { counted, dollars, pick } from '../facts/phrasing';
import { detailSentence, introSentence } from './describe-restaurant';

export interface InsightsInput {
  place: PlaceFacts;
  /** The viewer's dietary warnings for this place (restaurants library facts; the AI may only rephrase). */
  dietaryWarnings: DietaryWarning[];
}

const MAX_DISHES = 5;
const MAX_BEST_FOR = 4;

/**
 * Neither the bundled catalog nor the live sources hand us review texts, so this sentence comes from the
 * facts alone, whatever provider wrote the rest: an analysis of reviews nobody loaded would be invented.
 */
export function reviewsAnalysisFor(place: PlaceFacts): string {
  if (place.source === 'google') {
    return place.rating !== null
      ? `Rated ${place.rating.toFixed(1)} out of 5 on Google. Individual reviews aren't loaded here, so there is no analysis of what reviewers said.`
      : "Google lists no rating for this place yet, and individual reviews aren't loaded here.";
  }
  return 'No reviews are available for this place in the offline catalog: OpenStreetMap data carries no reviews or ratings, so none are summarised here.';
}

/** Null when no hours are listed: the warnings say so, once. */
function hoursSummary(place: PlaceFacts): string | null {
  if (place.hours.length === 0) return null;
  if (place.hours.every((line) => line.endsWith('Open 24 hours'))) return 'It is open 24 hours, every day.';
  // 'off' or 'closed' as the whole of the hours: the lines say Closed seven times, and so does this.
  if (place.openDays === 0) return 'Its listed hours mark every day as closed.';
  const days = place.openDays === 7 ? 'every day' : `${counted(place.openDays, 'day')} a week`;
  return `It is open ${days}${place.lateNight ? ', until late on some nights' : ''}.`;
}

function summary(place: PlaceFacts): string {
  const detail = detailSentence(place, { hours: false });
  return [introSentence(place), detail, hoursSummary(place)].filter(Boolean).join(' ');
}

function menuRecommendations(place: PlaceFacts): string[] {
  if (plantBasedOnly(place.diet)) return [];
  const dishes: string[] = [];
  for (const profile of cuisineProfiles(place.cuisines)) {
    for (const dish of profile.dishes) if (!dishes.includes(dish)) dishes.push(dish);
  }
  const picked = dishes.slice(0, MAX_DISHES).map((dish) => `${dish.charAt(0).toUpperCase()}${dish.slice(1)}`);
  if (picked.length === 0) return [];
  // Honest framing: these are the cuisine's typical dishes, not this kitchen's menu.
  const note = pick(place.placeId, 'menu-note', ['typical of the cuisine', 'a usual pick for this cuisine', 'common on menus like this']);
  return picked.map((dish, index) => (index === 0 ? `${dish} (${note})` : dish));
}

function bestFor(place: PlaceFacts): string[] {
  const items: string[] = [];
  const add = (item: string) => {
    const text = `${item.charAt(0).toUpperCase()}${item.slice(1)}`;
    if (!items.some((existing) => existing.toLowerCase() === text.toLowerCase())) items.push(text);
  };
  for (const highlight of dietHighlights(place.diet)) add(`diners looking for ${highlight.replace(/^all-/, '')}`);
  if (place.lateNight) add('late-night food');
  for (const profile of cuisineProfiles(place.cuisines)) for (const use of profile.goodFor) add(use);
  return items.slice(0, MAX_BEST_FOR);
}

function warnings(input: InsightsInput): string[] {
  const lines = input.dietaryWarnings.map(warningSentence);
  if (input.place.hours.length === 0) {
    lines.push(
      input.place.hasPhone
        ? "Opening hours aren't listed; call ahead before you go."
        : "Opening hours and a phone number aren't listed; check before you go.",
    );
  }
  return lines;
}

/** The AI part of the details dialog (docs/product.md › Entities (Restaurant insights) `insights`). */
export const restaurantInsightsTask: AiTask<InsightsInput, RestaurantInsightsBody> = {
  kind: 'insights',
  schema: restaurantInsightsBodySchema,
  instructions:
    'Write insights for a restaurant details dialog: "summary" (2-3 sentences from the facts), "reviewsAnalysis" ' +
    '(only what the facts say about ratings; there are no review texts), "menuRecommendations" (3-5 dishes typical of its cuisines), ' +
    '"bestFor" (2-4 occasions or groups), "warnings" (every listed dietary warning, rephrased at most, plus missing-hours advice). ' +
    `Prices are 1-4 (${dollars(1)}-${dollars(4)}); null means unknown.`,
  builtin(input) {
    return {
      summary: summary(input.place),
      reviewsAnalysis: reviewsAnalysisFor(input.place),
      menuRecommendations: menuRecommendations(input.place),
      bestFor: bestFor(input.place),
      warnings: warnings(input),
    };
  },
  finalize(input, output) {
    // A model may drop or soften a dietary conflict; every warning the facts hold stays in the list.
    const missing = input.dietaryWarnings
      .filter((warning) => !output.warnings.some((line) => line.toLowerCase().includes(warning.restriction.toLowerCase())))
      .map(warningSentence);
    return { ...output, reviewsAnalysis: reviewsAnalysisFor(input.place), warnings: [...output.warnings, ...missing] };
  },
};
