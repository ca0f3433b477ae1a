import { findCountryFacts } from '../../../destinations/index.js';
import { checkPlan, planTrip } from '../../../planner/index.js';
import type { DestinationProposal, ProposedPlace } from '../destination-proposal.js';
import { readProposal, type ProposalContext } from '../proposal-destination.js';
import { PORTO_PROPOSAL } from './porto-proposal.fixture.js';

const PORTUGAL = findCountryFacts('PT')!;
/** Where the gazetteer puts Porto: 274 km from Lisbon's centre. */
const FROM_LISBON = { name: 'Lisbon, Portugal', lat: 38.7223, lng: -9.1393, km: 274 };
const CONTEXT: ProposalContext = { country: PORTUGAL, distances: [FROM_LISBON], interests: ['Food Tours', 'Wine Tasting'] };

const withPlaces = (places: ProposedPlace[]): DestinationProposal => ({ ...PORTO_PROPOSAL, places });
const livraria = PORTO_PROPOSAL.places[0];

describe('reading a destination proposal', () => {
  test('a good proposal becomes a destination the planner plans to every docs/quality.md check', () => {
    const { destination, problems, dropped } = readProposal(PORTO_PROPOSAL, CONTEXT);
    expect(problems).toEqual([]);
    expect(dropped).toEqual([]);
    expect(destination).toMatchObject({ id: 'ai-porto-pt', name: 'Porto', country: 'Portugal', countryCode: 'PT', currency: 'EUR', radiusKm: 40, kind: 'city' });
    expect(destination!.places).toHaveLength(PORTO_PROPOSAL.places.length);
    expect(destination!.places.find((place) => place.name === 'Soares dos Reis National Museum')!.weeklyHours.mo).toEqual([]);
    expect(destination!.places.filter((place) => place.dayTrip).map((place) => place.category)).toEqual(['daytrip', 'daytrip', 'daytrip']);

    const request = { destination: 'Porto', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-05', preferences: { travelStyle: [], accommodation: [], activities: ['Food Tours', 'Wine Tasting'], budgetLevel: 3, currency: 'USD', duration: '5 days', travelers: '2' } };
    const plan = planTrip({ ...request, seed: 7 }, destination!);
    const checks = checkPlan(plan, { request, destination: destination!, country: PORTUGAL });
    expect(checks.filter((check) => !check.passed)).toEqual([]);
  });

  test('a place beyond 40 km that is not a day trip, bad hours and a duplicate are dropped, and the rest still plans', () => {
    const farAway = { ...livraria, name: 'Sagrada Família', lat: 41.4036, lng: 2.1744 };
    const badHours = { ...livraria, name: 'Museu Imaginário', hours: 'Mo-Fr 09:00-17:00; PH off' };
    const { destination, problems, dropped } = readProposal(withPlaces([...PORTO_PROPOSAL.places, farAway, badHours, { ...livraria }]), CONTEXT);
    expect(problems).toEqual([]);
    expect(dropped).toEqual([
      expect.stringMatching(/^"Sagrada Família" is \d+ km from the centre and not marked as a day trip$/),
      expect.stringMatching(/^"Museu Imaginário" has opening hours that cannot be used: .*public holidays/),
      '"Livraria Lello" appears more than once',
    ]);
    expect(destination!.places.map((place) => place.name)).not.toContain('Sagrada Família');
  });

  test('a day trip is allowed beyond 40 km, but not beyond 300 km', () => {
    const dayTrip = { ...livraria, dayTrip: true, category: 'daytrip' as const };
    const aveiro = { ...dayTrip, name: 'Aveiro canals', lat: 40.6405, lng: -8.6538 };
    const madrid = { ...dayTrip, name: 'Prado Museum', lat: 40.4138, lng: -3.6921 };
    const { destination, dropped } = readProposal(withPlaces([...PORTO_PROPOSAL.places, aveiro, madrid]), CONTEXT);
    expect(dropped).toEqual([expect.stringMatching(/^"Prado Museum" is 4\d\d km from the centre, too far for a day trip$/)]);
    expect(destination!.places.find((place) => place.name === 'Aveiro canals')).toMatchObject({ dayTrip: true, category: 'daytrip' });
  });

  test('too few usable places is a problem that names what was left out', () => {
    const { destination, problems, dropped } = readProposal(withPlaces(PORTO_PROPOSAL.places.slice(0, 12)), { ...CONTEXT, interests: [] });
    expect(destination).toBeUndefined();
    expect(problems).toEqual([expect.stringMatching(/^only 12 usable places; propose at least 25 real places/)]);
    expect(dropped).toEqual([]);
  });

  test("an interest no place serves goes back to the model", () => {
    const { problems } = readProposal(PORTO_PROPOSAL, { ...CONTEXT, interests: ['Wellness & Spa'] });
    expect(problems).toEqual(['no place serves the traveller\'s interest "Wellness & Spa"; add real places for it']);
  });

  test.each([
    ['the wrong currency', { overview: { ...PORTO_PROPOSAL.overview, currency: 'USD' } }, /overview.currency "USD" is not the currency of Portugal \(EUR\)/],
    ['the wrong languages', { overview: { ...PORTO_PROPOSAL.overview, languages: ['Spanish'] } }, /must include a language of Portugal \(Portuguese\)/],
    ['an unknown country code', { countryCode: 'XX' }, /countryCode "XX" is not an ISO 3166-1 alpha-2 code/],
    ['a made-up time zone', { timezone: 'Porto Time' }, /timezone "Porto Time" is not an IANA time zone/],
    ['a centre in the wrong place', { lat: 40.4168, lng: -3.7038 }, /the centre \(40.4168, -3.7038\) cannot be Porto: it is \d+ km from Lisbon, Portugal, but Porto is 274 km from it/],
    ['a thin overview', { overview: { ...PORTO_PROPOSAL.overview, description: 'A nice city.' } }, /overview.description must be a real description of at least 200 characters/],
    ['stays that do not rise with the level', { stays: PORTO_PROPOSAL.stays.map((stay) => (stay.level === 4 ? { ...stay, priceMin: 20, priceMax: 40 } : stay)) }, /level 4 stays \(about 30 a night\) must cost more than level 3/],
    ['no luxury stay', { stays: PORTO_PROPOSAL.stays.filter((stay) => stay.level !== 5) }, /no stay at budget level 5/],
    ['every stay in one neighbourhood', { stays: PORTO_PROPOSAL.stays.map((stay) => ({ ...stay, neighbourhood: PORTO_PROPOSAL.stays[0].neighbourhood })) }, /^too few stays to compare: level 1 has \d+ stays at levels 1-2 in 1 neighbourhoods; needs 3 in 2; give two or more stays per budget level, in different neighbourhoods$/],
  ])('%s is a problem for the repair round', (_case, change, problem) => {
    const countryFacts = 'countryCode' in change ? undefined : PORTUGAL;
    const { destination, problems } = readProposal({ ...PORTO_PROPOSAL, ...change } as DestinationProposal, { ...CONTEXT, country: countryFacts });
    expect(destination).toBeUndefined();
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
  });

  test("a place's unknown neighbourhood becomes the nearest one", () => {
    const { destination } = readProposal(withPlaces(PORTO_PROPOSAL.places.map((place) => (place.name === 'Praia do Molhe' ? { ...place, neighbourhood: 'Somewhere' } : place))), CONTEXT);
    expect(destination!.places.find((place) => place.name === 'Praia do Molhe')!.neighbourhood).toBe('foz-do-douro');
  });
});
