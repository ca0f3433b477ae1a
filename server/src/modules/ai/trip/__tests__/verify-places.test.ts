import { type FoundPlace, type PlaceQuery, PlaceLookupError } from '../../../places/index.js';
import { similarNames, verifyPlaces, type PlaceFinder } from '../verify-places.js';
import { PORTO_PROPOSAL } from './porto-proposal.fixture.js';

const [lello, clerigos, cathedral] = PORTO_PROPOSAL.places;
const proposal = { ...PORTO_PROPOSAL, places: [lello, clerigos, cathedral] };

function finder(answers: Record<string, FoundPlace | undefined | Error>, enabled = true) {
  const queries: PlaceQuery[] = [];
  const fake: PlaceFinder = {
    enabled: async () => enabled,
    findPlace: async (query) => {
      queries.push(query);
      const answer = answers[query.text.split(',')[0]];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { fake, queries };
}

const found = (name: string, lat: number, lng: number, businessStatus = 'OPERATIONAL'): FoundPlace => ({ placeId: `id-${name}`, name, lat, lng, address: `${name} address, Porto`, businessStatus });

test('found places take the map’s coordinates and address; missing, closed and elsewhere places are dropped', async () => {
  const { fake, queries } = finder({
    'Livraria Lello': found('Livraria Lello', 41.14694, -8.61478),
    'Clérigos Tower': found('Torre dos Clérigos', 41.1458, -8.6139, 'CLOSED_PERMANENTLY'),
    'Porto Cathedral': found('Catedral de Sevilla', 37.3858, -5.9931),
  });
  const result = await verifyPlaces(proposal, fake);
  expect(result.verified).toBe(true);
  expect(result.proposal.places).toEqual([{ ...lello, lat: 41.14694, lng: -8.61478, address: 'Livraria Lello address, Porto' }]);
  expect(result.dropped).toEqual(['"Clérigos Tower" has closed permanently', expect.stringMatching(/^"Porto Cathedral" is not where the map finds it \(the map's best match is "Catedral de Sevilla", \d+ km away\)$/)]);
  expect(queries[0]).toEqual({ text: 'Livraria Lello, Porto, Portugal', near: { lat: 41.1496, lng: -8.6109 }, radiusKm: 40 });
});

test('a place the map cannot find is dropped', async () => {
  const { fake } = finder({ 'Livraria Lello': found('Livraria Lello', 41.1469, -8.6148), 'Clérigos Tower': found('Clérigos', 41.1457, -8.614) });
  const result = await verifyPlaces(proposal, fake);
  expect(result.dropped).toEqual(['"Porto Cathedral" could not be found on the map near Porto']);
  expect(result.proposal.places).toHaveLength(2);
});

test('without a map service, or when it fails, the proposal is used unverified', async () => {
  expect(await verifyPlaces(proposal, finder({}, false).fake)).toEqual({ proposal, dropped: [], verified: false });
  const failing = finder({ 'Livraria Lello': new PlaceLookupError('Google Places answered 403') });
  expect(await verifyPlaces(proposal, failing.fake)).toEqual({ proposal, dropped: [], verified: false });
});

test.each([
  ['Palácio da Bolsa', 'Palacio da Bolsa - Porto', true],
  ['Clérigos Tower', 'Torre dos Clérigos', true],
  ['Porto Cathedral', 'Catedral de Sevilla', false],
  ['Serralves Museum', 'Serralves Park', true],
])('%s and %s are similar names: %s', (a, b, similar) => {
  expect(similarNames(a, b)).toBe(similar);
});
