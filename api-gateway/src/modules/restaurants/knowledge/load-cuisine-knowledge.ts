import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { packageRoot } from '../../../paths';
import { DIET_RESTRICTIONS, type DietRestriction } from '../domain/dietary-restrictions';

/**
 * The cuisine knowledge is data, not code: catalog/cuisine-knowledge.json beside the restaurant catalog,
 * read from the package folder at run time (not bundled by tsup), so it is reviewed and cited like data.
 */
export const DEFAULT_KNOWLEDGE_PATH = path.join(packageRoot, 'catalog', 'cuisine-knowledge.json');

/** The vector shapes the photo endpoint can draw (see photos/cuisine-illustration-glyphs.ts). */
export const CUISINE_GLYPHS = [
  'plate',
  'pasta',
  'curry',
  'pizza',
  'bowl',
  'cup',
  'burger',
  'taco',
  'sushi',
  'drumstick',
  'fish',
  'cake',
  'cone',
  'steak',
  'leaf',
  'bread',
  'sandwich',
  'donut',
  'skewer',
  'glass',
] as const;

/** Restrictions that are about an allergen or a medical need: their notes always tell the diner to ask. */
export const ALLERGY_RESTRICTIONS: ReadonlySet<DietRestriction> = new Set(['glutenFree', 'dairyFree', 'nutFree']);
export const ASK_THE_RESTAURANT = /\bask the restaurant\b/i;

/** Where a claim comes from: a citable reference, or honestly 'general culinary knowledge'. */
const sourceSchema = z.string().trim().min(10, 'source must name a reference or say "general culinary knowledge"');
const noteSchema = z.string().regex(/^[A-Z].{10,}\.$/, 'a note is one or more sentences starting with a capital and ending with a period');

const dietNoteSchema = z.object({
  /** good: no warning · some: low (options exist, ask) · limited: medium · poor: high (little or nothing). */
  fit: z.enum(['good', 'some', 'limited', 'poor']),
  /** Shown as the warning text when fit isn't good. */
  note: noteSchema,
  source: sourceSchema,
});

const dietSchema = z
  .object(
    Object.fromEntries(DIET_RESTRICTIONS.map((restriction) => [restriction, dietNoteSchema])) as Record<
      DietRestriction,
      typeof dietNoteSchema
    >,
  )
  .strict()
  .superRefine((diet, ctx) => {
    for (const restriction of ALLERGY_RESTRICTIONS) {
      if (!ASK_THE_RESTAURANT.test(diet[restriction].note)) {
        ctx.addIssue({ code: 'custom', path: [restriction, 'note'], message: 'an allergy note must tell the diner to ask the restaurant' });
      }
    }
  });

const profileSchema = z
  .object({
    /** The OSM `cuisine=` value this profile is named for. */
    slug: z.string().min(1),
    /** How the app shows it. */
    label: z.string().min(1),
    /** Other OSM spellings that mean exactly this cuisine (shown with this label). */
    aliases: z.array(z.string().min(1)),
    /** Related OSM values that keep their own label but eat like this cuisine (same diet profile). */
    covers: z.array(z.string().min(1)),
    glyph: z.enum(CUISINE_GLYPHS),
    /** Dishes a diner can expect; the AI layer uses them for descriptions and menu tips. */
    dishes: z.array(z.string().min(1)).min(3),
    /** Occasions and groups it suits. */
    goodFor: z.array(z.string().min(1)).min(2),
    /** The source of the dishes and occasions. */
    source: sourceSchema,
    diet: dietSchema,
  })
  .strict();

export const cuisineKnowledgeSchema = z.object({
  $comment: z.string().optional(),
  /** The source of the advice every allergy note gives: tell and ask the restaurant. */
  adviceSource: sourceSchema,
  profiles: z
    .array(profileSchema)
    .min(1)
    .superRefine((profiles, ctx) => {
      const seen = new Set<string>();
      profiles.forEach((profile, index) => {
        if (seen.has(profile.slug)) ctx.addIssue({ code: 'custom', path: [index, 'slug'], message: `duplicate slug '${profile.slug}'` });
        seen.add(profile.slug);
      });
    }),
});
export type CuisineKnowledge = z.infer<typeof cuisineKnowledgeSchema>;

/**
 * Reads and validates the knowledge file. Called once when the module loads, so a missing or invalid
 * file stops the gateway at start with a message naming the file and the first problems.
 */
export function loadCuisineKnowledge(file: string = DEFAULT_KNOWLEDGE_PATH): CuisineKnowledge {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the cuisine knowledge file ${file}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = cuisineKnowledgeSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid cuisine knowledge file ${file}: ${problems}`);
  }
  return parsed.data;
}
