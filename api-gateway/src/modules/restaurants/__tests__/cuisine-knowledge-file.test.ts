import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIET_RESTRICTIONS } from '../domain/dietary-restrictions';
import {
  ALLERGY_RESTRICTIONS,
  ASK_THE_RESTAURANT,
  DEFAULT_KNOWLEDGE_PATH,
  cuisineKnowledgeSchema,
  loadCuisineKnowledge,
} from '../knowledge/load-cuisine-knowledge';

const raw = () =>
  JSON.parse(fs.readFileSync(DEFAULT_KNOWLEDGE_PATH, 'utf8')) as {
    profiles: Array<Record<string, unknown> & { diet: Record<string, { note: string; source: string }> }>;
  };

function writeTemp(content: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuisine-knowledge-'));
  const file = path.join(dir, 'cuisine-knowledge.json');
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('catalog/cuisine-knowledge.json', () => {
  it('validates against the schema, with a source on every claim', () => {
    const knowledge = loadCuisineKnowledge();
    expect(cuisineKnowledgeSchema.safeParse(raw()).success).toBe(true);
    expect(knowledge.profiles.length).toBeGreaterThanOrEqual(40);
    for (const profile of knowledge.profiles) {
      expect(profile.source.length).toBeGreaterThan(0);
      for (const restriction of DIET_RESTRICTIONS) expect(profile.diet[restriction].source.length).toBeGreaterThan(0);
    }
  });

  it('tells the diner to ask the restaurant in every allergy note (gluten, dairy, nuts)', () => {
    const notes = loadCuisineKnowledge().profiles.flatMap((profile) =>
      [...ALLERGY_RESTRICTIONS].map((restriction) => ({ slug: profile.slug, restriction, note: profile.diet[restriction].note })),
    );
    expect(notes.length).toBeGreaterThan(100);
    const missing = notes.filter(({ note }) => !ASK_THE_RESTAURANT.test(note));
    expect(missing).toEqual([]);
  });

  it('stops with a clear message for a missing, malformed or invalid file', () => {
    expect(() => loadCuisineKnowledge('/nonexistent/cuisine-knowledge.json')).toThrow(
      /^Cannot read the cuisine knowledge file \/nonexistent/,
    );
    expect(() => loadCuisineKnowledge(writeTemp('{ not json'))).toThrow(/^Cannot read the cuisine knowledge file .*JSON/);

    const noAsk = raw();
    noAsk.profiles[0]!.diet.nutFree!.note = 'Nuts are uncommon in this cuisine.';
    expect(() => loadCuisineKnowledge(writeTemp(noAsk))).toThrow(
      /^Invalid cuisine knowledge file .*: profiles\.0\.diet\.nutFree\.note: an allergy note must tell the diner to ask the restaurant/,
    );

    const noSource = raw();
    delete (noSource.profiles[1]!.diet.vegan as Partial<{ source: string }>).source;
    expect(() => loadCuisineKnowledge(writeTemp(noSource))).toThrow(/profiles\.1\.diet\.vegan\.source/);

    const badGlyph = raw();
    badGlyph.profiles[2]!.glyph = 'spaceship';
    expect(() => loadCuisineKnowledge(writeTemp(badGlyph))).toThrow(/profiles\.2\.glyph/);

    const duplicate = raw();
    duplicate.profiles.push(duplicate.profiles[0]!);
    expect(() => loadCuisineKnowledge(writeTemp(duplicate))).toThrow(/duplicate slug 'american'/);
  });
});
