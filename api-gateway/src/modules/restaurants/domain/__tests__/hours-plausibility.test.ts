import { loadCatalog, readCatalogRecords } from '../../catalog/load-catalog';
import { makePlace } from '../../__tests__/place-fixtures';
import { checkOpeningHours } from '../hours-plausibility';
import { isOpenNow, openingStatus, weeklyHours } from '../opening-hours';

/** Hours typed on a 12-hour clock are repaired, or read as unknown; never dealt literally. */

describe('implausible opening hours', () => {
  it('repairs a closing time written on the 12-hour clock', () => {
    expect(checkOpeningHours('Su 11:00-10:00, Mo-Th 11:30-10:00, Fr 11:30-11:00, Sa 11:00-11:00')).toEqual({
      value: 'Su 11:00-22:00, Mo-Th 11:30-22:00, Fr 11:30-23:00, Sa 11:00-23:00',
      verdict: 'repaired',
      changes: ['11:00-10:00 → 11:00-22:00', '11:30-10:00 → 11:30-22:00', '11:30-11:00 → 11:30-23:00', '11:00-11:00 → 11:00-23:00'],
    });
  });

  it('repairs an opening time written as PM when the day only works in the morning', () => {
    expect(checkOpeningHours('Mo-Su 23:30-20:30').value).toBe('Mo-Su 11:30-20:30');
    expect(checkOpeningHours('Tu-Su 23:30-14:00,17:30-20:00').value).toBe('Tu-Su 11:30-14:00,17:30-20:00');
  });

  it('keeps real late nights and ordinary days as they are', () => {
    for (const value of ['Mo-Su 11:00-01:00', 'Fr 11:00-03:30', 'Mo-Su 17:00-00:00', 'Sa 19:00-3:00', 'Mo-Su 07:00-26:00', 'Mo-Fr 09:00-17:00', '24/7', 'Fr 18:00+']) {
      expect(checkOpeningHours(value)).toEqual({ value, verdict: 'ok', changes: [] });
    }
  });

  it('treats hours no 12-hour reading makes plausible as unknown', () => {
    expect(checkOpeningHours('Mo-Fr 20:00-08:00')).toEqual({ value: null, verdict: 'dropped', changes: ['20:00-08:00 → dropped'] });
  });

  it('never deals Pizzeria Stella as open at 06:54 in Philadelphia, and shows its evening close', () => {
    const stella = makePlace({
      id: 'osm:node/3696144857',
      lat: 39.9366,
      lng: -75.1454,
      openingHours: 'Su 11:00-10:00, Mo-Th 11:30-10:00, Fr 11:30-11:00, Sa 11:00-11:00',
    });
    // Tuesday 12 November 2024, 06:54 in Philadelphia (EST, UTC-5).
    const morning = new Date('2024-11-12T11:54:00Z');
    expect(isOpenNow(stella, morning)).toBe(false);
    expect(openingStatus(stella, morning).state).not.toBe('open');
    expect(openingStatus(stella, morning).label).not.toMatch(/closes 10/);
    expect(weeklyHours(stella).lines[1]).toBe('Tuesday: 11:30 AM – 10:00 PM');
    // Google's periods are structured, not typed: they are read as converted.
    expect(isOpenNow({ ...stella, source: 'google', openingHours: 'Mo-Su 06:00-05:00' }, morning)).toBe(true);
  });
});

describe('opening hours across the whole bundled catalog', () => {
  it('lists every entry repaired or dropped', async () => {
    const records = (await readCatalogRecords()) as { id: string; name: string; openingHours?: string | null }[];
    const withHours = records.filter((record) => record.openingHours);
    const listed = withHours.flatMap((record) => {
      const check = checkOpeningHours(record.openingHours);
      return check.verdict === 'ok' ? [] : [`${check.verdict}: ${record.id} ${record.name}: ${check.changes.join('; ')}`];
    });
     
    console.log(`opening hours: ${withHours.length} entries with hours, ${listed.filter((line) => line.startsWith('repaired')).length} repaired, ${listed.filter((line) => line.startsWith('dropped')).length} dropped\n${listed.join('\n')}`);
    // Each entry read by a person: New York's `-05:00` closings are read as 5 PM (Artichoke Pizza, Joe's Pizza
    // and BCD Tofu House do close at 5 AM; Mr. Beef's 10:30-05:00 is 5 PM), the rule's trade-off for a real 5 AM.
    expect(listed).toEqual([
      'repaired: osm:node/3696144857 Pizzeria Stella: 11:00-10:00 → 11:00-22:00; 11:30-10:00 → 11:30-22:00; 11:30-11:00 → 11:30-23:00; 11:00-11:00 → 11:00-23:00',
      'repaired: osm:node/11913645348 Tanakaya: 23:30-14:00 → 11:30-14:00',
      'repaired: osm:node/6776211962 Gogi: 23:30-20:30 → 11:30-20:30',
      'repaired: osm:node/10696152099 Dun Huang: 23:30-21:30 → 11:30-21:30',
      'repaired: osm:node/12177578857 Le Sia: 15:30-13:30 → 03:30-13:30',
      'repaired: osm:node/12760709327 Kababish: 09:00-05:00 → 09:00-17:00',
      'repaired: osm:node/13055150701 Goal Omakase Sushi: 12:00-09:45 → 12:00-21:45',
      'repaired: osm:node/13067634242 Tanoreen: 12:00-10:00 → 12:00-22:00',
      'repaired: osm:node/13124035507 Candle: 11:00-10:30 → 11:00-22:30',
      'repaired: osm:node/1379410005 Stromboli Pizza: 11:00-05:00 → 11:00-17:00',
      'repaired: osm:node/1714427541 Shmoné: 18:00-12:00 → 06:00-12:00',
      'repaired: osm:node/2550046876 Artichoke Pizza: 11:00-5:00 → 11:00-17:00',
      'repaired: osm:node/2552880653 Oceanview Cafe: 10:00-10:00 → 10:00-22:00; 10:00-10:00 → 10:00-22:00',
      'repaired: osm:node/2562969391 Aksaray: 08:00-05:00 → 08:00-17:00',
      'repaired: osm:node/2709306713 BCD Tofu House: 10:30-05:00 → 10:30-17:00',
      'repaired: osm:node/2709629959 Snack EOS: 22:30-16:00 → 10:30-16:00',
      'repaired: osm:node/2717543271 Fogo de Chão: 23:30-22:30 → 11:30-22:30',
      'repaired: osm:node/2848586054 Moon Kee: 12:00-10:30 → 12:00-22:30',
      'repaired: osm:node/2897876736 Otani: 11:00-10:30 → 11:00-22:30',
      'repaired: osm:node/3573447500 Flor de Sol: 12:00-11:00 → 12:00-23:00',
      'repaired: osm:node/3588549121 Big Daddy\'s Diner: 08:00-05:00 → 08:00-17:00',
      'repaired: osm:node/4097224495 Bleecker Street Pizza: 10:00-05:00 → 10:00-17:00',
      'repaired: osm:node/4111933911 Palo Santo: 17:00-15:00 → 05:00-15:00',
      'repaired: osm:node/4159331192 Radegast German Beer Garden: 12:00-12:00 → 00:00-12:00',
      'repaired: osm:node/418524116 Talay Thai Restaurant: 11:00-09:30 → 11:00-21:30',
      'repaired: osm:node/419359956 Bubo: 12:00-11:30 → 12:00-23:30',
      'repaired: osm:node/4402057816 TGI Fridays: 11:30-11:00 → 11:30-23:00',
      'repaired: osm:node/5135848733 The Capital Grille: 11:30-10:00 → 11:30-22:00',
      'repaired: osm:node/5156183131 Athens Grill and Sport Bar: 06:00-05:00 → 06:00-17:00',
      'repaired: osm:node/5189146499 Sushi teria: 11:00-09:00 → 11:00-21:00',
      'repaired: osm:node/5720905959 Chimi Mundo: 15:00-07:00 → 15:00-19:00',
      'repaired: osm:node/5737951060 Tabaré: 17:00-12:00 → 05:00-12:00',
      'repaired: osm:node/5897652745 Kiki\'s: 12:00-12:00 → 00:00-12:00',
      'repaired: osm:node/5978837391 Setagaya: 12:00-10:50 → 12:00-22:50',
      'repaired: osm:node/6348576200 Clinton Hall 36: 12:00-12:00 → 00:00-12:00',
      'repaired: osm:node/6713109639 Amituofo Vegan Cuisine: 11:30-10:30 → 11:30-22:30',
      'repaired: osm:node/7080440667 Bravo Pizza: 11:30-11:00 → 11:30-23:00',
      'repaired: osm:node/7163469999 Zona de Cuba: 17:00-12:00 → 05:00-12:00',
      'repaired: osm:node/7297837402 Beijing Dumpling House: 10:00-10:00 → 10:00-22:00',
      'repaired: osm:node/8333736483 Yunshang Rice Noodle: 10:00-05:00 → 10:00-17:00',
      'repaired: osm:node/931799207 Joe\'s Pizza: 10:00-05:00 → 10:00-17:00',
      'repaired: osm:node/9543909617 Empanada Mama: 10:00-05:00 → 10:00-17:00',
      'repaired: osm:node/1067838903 China Taste Carryout: 11:00-11:00 → 11:00-23:00; 12:00-11:00 → 12:00-23:00',
      'repaired: osm:node/490254362 Mayflower: 12:00-11:00 → 12:00-23:00',
      'repaired: osm:node/4837409787 Pearl\'s Southern Comfort: 22:00-21:00 → 10:00-21:00',
      'dropped: osm:node/5448871115 Spectrum Bar & Grill: 17:00-05:00 → dropped',
      'repaired: osm:node/5457991656 Mr. Beef on Orleans: 10:30-05:00 → 10:30-17:00',
      'repaired: osm:node/5460317300 Sarpino\'s Pizzeria West Loop: 09:30-05:00 → 09:30-17:00',
      'repaired: osm:node/5954587020 Casa Margarita: 11:00-10:30 → 11:00-22:30',
      'repaired: osm:node/4556453103 My Father?s Kitchen: 09:00-05:00 → 09:00-17:00',
      'repaired: osm:node/9452420640 New York Pizza Kitchen: 14:00-12:00 → 02:00-12:00',
    ]);
    // What the places read after the repair: no entry is open through the morning after opening the day before.
    // Checked in the areas the rule was settled on. New York City and San Francisco add what it has no answer
    // for yet: real closings at 5 AM ('Fr 11:00-29:00'), open-ended hours ('24:00+') that weeklyHours shows up
    // to the library's assumed end ('11:00 AM – 8:00 AM'), and Clinton Hall 36's 'Su 12:00-12:00' repaired
    // to midnight–noon.
    const settled = await loadCatalog(undefined, { areas: ['philadelphia', 'austin', 'orange-county'] });
    const minutesOf = (clock: string) => {
      const [, hours, mins, half] = /^(\d+):(\d+) (AM|PM)$/.exec(clock)!;
      return ((Number(hours) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(mins);
    };
    const overMorning = settled.places.flatMap((place) =>
      weeklyHours(place).lines.flatMap((line) =>
        [...line.matchAll(/(\d+:\d\d [AP]M) – (\d+:\d\d [AP]M)/g)]
          .filter(([, from, to]) => minutesOf(to!) <= minutesOf(from!) && minutesOf(to!) >= 5 * 60)
          .map(() => `${place.name}: ${line}`),
      ),
    );
    expect(overMorning).toEqual([]);
  });
});
