import { indexReference, referenceSite, HERITAGE_SOURCE } from '../guide-reference.js';
import { stayChoiceErrors } from '../guide-coverage.js';
import { validateDestination } from '../guide-validate.js';
import type { GuideDestination } from '../guide.types.js';
import { offset, validDestination } from './destination.fixture.js';

const noReference = indexReference('(none)', []);

function errorsAfter(breakRule: (destination: GuideDestination) => void, fileId = 'testville'): string[] {
  const destination = validDestination();
  breakRule(destination);
  return validateDestination(destination, fileId, noReference);
}

describe('validateDestination', () => {
  it('accepts the valid fixture', () => {
    expect(validateDestination(validDestination(), 'testville', noReference)).toEqual([]);
  });

  it('rejects what is not an object', () => {
    expect(validateDestination('paris', 'paris', noReference)).toEqual(['(root): must be object']);
  });

  const structureCases: Array<[string, (destination: GuideDestination) => void, string]> = [
    ['a missing field', (d) => delete (d as Partial<GuideDestination>).currency, '(root): missing field "currency"'],
    ['an unknown field', (d) => Object.assign(d.places[0], { rating: 4.5 }), 'places/0 ("place-0"): unknown field "rating"'],
    ['an unknown interest', (d) => (d.places[0].interests = ['Skiing' as never]), 'places/0 ("place-0")/interests/0: must be one of'],
    ['an unknown category', (d) => (d.places[0].category = 'church' as never), 'places/0 ("place-0")/category: must be one of'],
    ['a wrong type', (d) => Object.assign(d.places[0], { kidFriendly: 'yes' }), 'places/0 ("place-0")/kidFriendly: must be boolean'],
    ['a visit too short', (d) => (d.places[0].durationMin = 10), 'places/0 ("place-0")/durationMin: must be >= 30'],
    ['a short place description', (d) => (d.places[0].description = 'Nice.'), 'places/0 ("place-0")/description: must NOT have fewer than 60 characters'],
    ['a short meal description', (d) => (d.neighbourhoods[0].meals[0].description = 'Good.'), 'neighbourhoods/0 ("old-town")/meals/0/description: must NOT have fewer than 40'],
    ['a long stay description', (d) => (d.stays[0].description = 'x'.repeat(251)), 'stays/0/description: must NOT have more than 250'],
    ['a short overview', (d) => (d.overview.description = 'Lovely city.'), 'overview/description: must NOT have fewer than 250'],
    ['too few travel tips', (d) => (d.overview.travelTips = ['Walk everywhere you can.']), 'overview/travelTips: must NOT have fewer than 4 items'],
    ['too many travel tips', (d) => (d.overview.travelTips = Array(9).fill('Walk everywhere you can.')), 'overview/travelTips: must NOT have more than 8 items'],
    ['a latitude out of range', (d) => (d.lat = 91), 'lat: must be <= 90'],
    ['a longitude out of range', (d) => (d.places[1].lng = -181), 'places/1 ("place-1")/lng: must be >= -180'],
    ['a radius over 40 km', (d) => (d.radiusKm = 41), 'radiusKm: must be <= 40'],
    ['an id that is not kebab-case', (d) => (d.places[0].id = 'Place One'), 'places/0 ("Place One")/id: must match pattern'],
    ['a bad price level', (d) => (d.places[0].price = 5 as never), 'places/0 ("place-0")/price: must be one of 0, 1, 2, 3, 4'],
    ['six interests on a place', (d) => (d.places[0].interests = ['Shopping', 'Nightlife', 'Romance', 'Food Tours', 'Solo Travel', 'Photography']), 'places/0 ("place-0")/interests: must NOT have more than 5 items'],
  ];

  it.each(structureCases)('reports %s', (_, breakRule, expected) => {
    expect(errorsAfter(breakRule)).toEqual(expect.arrayContaining([expect.stringContaining(expected)]));
  });

  const ruleCases: Array<[string, (destination: GuideDestination) => void, string]> = [
    ['an unknown time zone', (d) => (d.timezone = 'Europe/Atlantis'), 'timezone "Europe/Atlantis" is not an IANA time zone'],
    ['an unknown currency', (d) => (d.currency = 'XYZ'), 'currency "XYZ" is not an ISO 4217 code'],
    ['an unknown country code', (d) => (d.countryCode = 'XX'), 'countryCode "XX" is not an ISO 3166-1 code'],
    ['a duplicate place id', (d) => (d.places[1].id = d.places[0].id), 'place id "place-0" is used more than once'],
    ['a duplicate place name', (d) => (d.places[1].name = d.places[0].name), 'place name "sample place 0" is used more than once'],
    ['a duplicate neighbourhood id', (d) => (d.neighbourhoods[1].id = 'old-town'), 'neighbourhood id "old-town" is used more than once'],
    ['a missing neighbourhood', (d) => (d.places[0].neighbourhood = 'nowhere'), 'place "place-0": neighbourhood "nowhere" does not exist'],
    ['a stay in a missing neighbourhood', (d) => (d.stays[0].neighbourhood = 'nowhere'), 'neighbourhood "nowhere" does not exist'],
    ['too few neighbourhoods', (d) => (d.neighbourhoods = d.neighbourhoods.slice(0, 4)), 'has 4 neighbourhoods; needs 5 to 10'],
    ['hours with public holidays', (d) => (d.places[0].hours = 'Mo-Fr 09:00-17:00; PH off'), 'place "place-0": hours "Mo-Fr 09:00-17:00; PH off" uses public holidays'],
    ['hours with bad syntax', (d) => (d.places[0].hours = 'nine to five'), 'is not valid opening_hours syntax'],
    ['hours that are never open', (d) => (d.places[0].hours = 'off'), 'place "place-0": hours "off" are never open'],
    ['a place outside the radius', (d) => Object.assign(d.places[0], offset(25)), 'place "place-0" is 25.0 km from the centre, beyond its radiusKm 20'],
    ['a neighbourhood outside the radius', (d) => Object.assign(d.neighbourhoods[0], offset(30)), 'neighbourhood "old-town" is 30.0 km from the centre'],
    ['a stay outside the radius', (d) => Object.assign(d.stays[0], offset(30)), 'stay "Level 1 hotel in the old town" is 30.0 km from the centre'],
    ['a day trip without the flag', (d) => delete d.places[42].dayTrip, 'place "place-42": category "daytrip" and dayTrip: true go together'],
    ['a flagged place of another category', (d) => (d.places[0].dayTrip = true), 'place "place-0": category "daytrip" and dayTrip: true go together'],
    ['a day trip too far away', (d) => Object.assign(d.places[42], offset(400)), 'place "place-42": day trip is 400.0 km from the centre (max 300)'],
    ['too few places', (d) => (d.places = d.places.slice(0, 37).concat(d.places.slice(42))), 'has 39 places; needs at least 40'],
    ['too few categories', (d) => d.places.forEach((p) => !p.dayTrip && ['museum', 'park', 'food'].includes(p.category) && (p.category = 'sight')), 'covers 7 of 10 categories; needs 8 (missing: museum, park, food)'],
    ['a city with one day trip', (d) => (d.places = d.places.slice(0, 43)), 'has 1 day trips; a city needs at least 2'],
    ['an unserved interest', (d) => d.places.filter((p) => p.interests[0] === 'Wine Tasting').forEach((p) => (p.interests = ['Food Tours'])), 'no place serves these interests: Wine Tasting'],
    ['too few kid-friendly places', (d) => d.places.slice(5).forEach((p) => (p.kidFriendly = false)), 'has 5 kid-friendly places; needs at least 6'],
    ['too few must-sees', (d) => [2, 3, 4].forEach((i) => delete d.places[i].mustSee), 'marks 2 must-sees; needs 3 to 10'],
    ['no must-sees', (d) => d.places.forEach((p) => delete p.mustSee), 'marks 0 must-sees; needs 3 to 10'],
    ['too many must-sees', (d) => d.places.slice(5, 11).forEach((p) => Object.assign(p, { mustSee: true, popularity: 5 })), 'marks 11 must-sees; needs 3 to 10'],
    ['a must-see below popularity 5', (d) => (d.places[0].popularity = 4), 'must-sees have popularity 5: place-0'],
    ['mustSee: false (the field is true or absent)', (d) => Object.assign(d.places[6], { mustSee: false }), 'places/6 ("place-6")/mustSee: must be equal to constant'],
    ['a neighbourhood without dinner', (d) => (d.neighbourhoods[0].meals = [d.neighbourhoods[0].meals[0]]), 'neighbourhood "old-town" has no dinner within 3 km'],
    ['a neighbourhood without lunch', (d) => (d.neighbourhoods[1].meals[0].meal = 'dinner'), 'neighbourhood "riverside" has no lunch within 3 km'],
    ['a meal far from its neighbourhood', (d) => Object.assign(d.neighbourhoods[0].meals[0], offset(5)), 'neighbourhood "old-town": meal "Lunch market in old-town" is 5.0 km from the neighbourhood centre (max 3)'],
    ['a missing budget level', (d) => (d.stays = d.stays.filter((s) => s.level !== 3)), 'no stay at budget level 3; needs at least one per level 1-5'],
    ['an inverted price band', (d) => Object.assign(d.stays[1], { priceMin: 140, priceMax: 100 }), 'priceMin 140 is above priceMax 100'],
    ['prices falling with the level', (d) => (d.stays[2].priceMin = 60), "level 3 starts at 60, below level 2's 90"],
    ['a checked date that is not real', (d) => (d.places[0].checked = { on: '2025-02-30', source: 'https://example.org/hours' }), '"Sample Place 0": checked.on "2025-02-30" is not a real date'],
    ['a checked date in the future', (d) => (d.places[0].checked = { on: '2999-01-01', source: 'https://example.org/hours' }), '"Sample Place 0": checked.on 2999-01-01 is in the future'],
    ['a closure for works on a date that is not real', (d) => (d.places[0].closedUntil = '2027-13-01'), '"Sample Place 0": closedUntil "2027-13-01" is not a real date'],
    ['a closure for works without its source', (d) => (d.places[0].closedUntil = '2027-05-01'), '"Sample Place 0": closedUntil needs a checked source for the closure'],
    ['a checked fact without a web source', (d) => (d.places[0].checked = { on: '2025-01-01', source: 'a friend' }), 'checked/source: must match pattern'],
    ['luxury barely above budget', (d) => Object.assign(d.stays[4], { priceMin: 160 }), "level 5 stays start at 160; must be above 2 x level 1's highest price (80)"],
  ];

  it.each(ruleCases)('reports %s', (_, breakRule, expected) => {
    expect(errorsAfter(breakRule)).toEqual(expect.arrayContaining([expect.stringContaining(expected)]));
  });

  it('requires the id to equal the file name', () => {
    expect(errorsAfter(() => undefined, 'paris')).toEqual(['id "testville" must equal the file name "paris"']);
  });

  it('counts "both" meals as lunch and dinner', () => {
    expect(errorsAfter((d) => (d.neighbourhoods[0].meals = [{ ...d.neighbourhoods[0].meals[0], meal: 'both' }]))).toEqual([]);
  });

  it("reports where the stays give too little choice (check 17), as shortfalls rather than errors", () => {
    const few = validDestination();
    few.stays = few.stays.slice(0, 5);
    expect(validateDestination(few, 'testville', noReference)).toEqual([]);
    expect(stayChoiceErrors(few)).toContain('Testville: level 1 has 2 stays at levels 1-2 in 1 neighbourhoods; needs 3 in 2');
    const oneArea = validDestination();
    oneArea.stays.forEach((stay) => (stay.neighbourhood = 'old-town'));
    expect(stayChoiceErrors(oneArea, [5])).toEqual(['Testville: level 5 has 3 stays at levels 4-5 in 1 neighbourhoods; needs 3 in 2']);
    expect(stayChoiceErrors(validDestination())).toEqual([]);
  });

  it('lets a destination with bases hold up to 12 neighbourhoods, a city 10', () => {
    const extra = (d: GuideDestination, count: number) => {
      for (let i = 0; i < count; i++) d.neighbourhoods.push({ ...d.neighbourhoods[0], id: `extra-${i}`, name: `Extra ${i}` });
    };
    const withBase = (d: GuideDestination) => {
      d.kind = 'region';
      d.bases = [{ id: 'centre', name: 'Centre', lat: d.lat, lng: d.lng, radiusKm: 30 }];
    };
    const count = validDestination().neighbourhoods.length;
    expect(errorsAfter((d) => extra(d, 11 - count))).toContain('has 11 neighbourhoods; needs 5 to 10');
    expect(errorsAfter((d) => (withBase(d), extra(d, 12 - count))).filter((error) => error.includes('neighbourhoods; needs'))).toEqual([]);
    expect(errorsAfter((d) => (withBase(d), extra(d, 13 - count)))).toContain('has 13 neighbourhoods; needs 5 to 12');
  });

  it('lets region neighbourhoods use their base radius', () => {
    const region = (d: GuideDestination) => {
      d.kind = 'region';
      d.bases = [{ id: 'north', name: 'North', ...offset(60), radiusKm: 15 }];
      d.neighbourhoods[4].base = 'north';
      Object.assign(d.neighbourhoods[4], offset(60));
      d.neighbourhoods[4].meals.forEach((meal) => Object.assign(meal, offset(60)));
    };
    expect(errorsAfter(region)).toEqual(expect.arrayContaining([expect.stringContaining('place "place-4" is')]));
    const placesAtBase = (d: GuideDestination) => {
      region(d);
      d.places.filter((p) => p.neighbourhood === 'docks' && !p.dayTrip).forEach((p) => Object.assign(p, offset(62)));
    };
    expect(errorsAfter(placesAtBase)).toEqual([]);
  });

  it('requires bases for regions and refuses them for cities', () => {
    expect(errorsAfter((d) => (d.kind = 'region'))).toContain('a region destination needs at least one base');
    expect(errorsAfter((d) => (d.neighbourhoods[0].base = 'north'))).toContain('neighbourhood "old-town": base is only for region and country destinations');
    const missingBase = (d: GuideDestination) => {
      d.kind = 'country';
      d.bases = [{ id: 'north', name: 'North', ...offset(0), radiusKm: 15 }];
      d.neighbourhoods[0].base = 'south';
    };
    expect(errorsAfter(missingBase)).toContain('neighbourhood "old-town": base "south" does not exist');
  });

  it('does not require day trips outside cities', () => {
    const region = (d: GuideDestination) => {
      d.kind = 'region';
      d.bases = [{ id: 'centre', name: 'Centre', ...offset(0), radiusKm: 20 }];
      d.places = d.places.slice(0, 42);
    };
    expect(errorsAfter(region)).toEqual([]);
  });

  it('checks coordinates against the reference', () => {
    const reference = indexReference('(test)', [referenceSite('Sample Place 0', offset(0.5).lat, offset(0.5).lng, HERITAGE_SOURCE)]);
    expect(validateDestination(validDestination(), 'testville', reference)).toEqual([]);
    const moved = indexReference('(test)', [referenceSite('Sample Place 0', offset(3).lat, offset(3).lng, HERITAGE_SOURCE)]);
    expect(validateDestination(validDestination(), 'testville', moved)).toEqual([expect.stringContaining('place "place-0" (Sample Place 0')]);
  });
});
