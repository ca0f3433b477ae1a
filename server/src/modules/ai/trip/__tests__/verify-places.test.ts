/**
 * Grounding a model's proposal in a real source (verify-places.ts): what is kept takes the
 * source's position, what the source does not know is dropped, two spellings of one place are
 * one place, and with no source the proposal is used as it is and marked unverified.
 */
import { distanceKm } from '../../../guide/index.js';
import { verifyPlaces, type PlaceSource, type SourcePlace } from '../verify-places.js';
import { PORTO_PROPOSAL } from './porto-proposal.fixture.js';

const [lello, clerigos, cathedral] = PORTO_PROPOSAL.places;
// Places only: stays and named meal venues have tests of their own below.
const proposal = { ...PORTO_PROPOSAL, places: [lello, clerigos, cathedral], stays: [], neighbourhoods: PORTO_PROPOSAL.neighbourhoods.map((area) => ({ ...area, meals: area.meals.filter((meal) => meal.kind === 'area') })) };

/** A source that knows the given places, matching names by their first word (as a real one matches them its own way). */
function source(known: SourcePlace[], options: { covers?: boolean; fails?: boolean; name?: string } = {}) {
  const asked: Array<{ name: string; radiusKm: number }> = [];
  const fake: PlaceSource = {
    name: options.name ?? 'a test map',
    openStreetMap: true,
    covers: async () => options.covers ?? true,
    find: async (name, near, radiusKm) => {
      asked.push({ name, radiusKm });
      if (options.fails) throw new Error('the map is down');
      const word = name.toLowerCase().split(' ')[0];
      return known.filter((place) => place.name.toLowerCase().includes(word) && distanceKm(near, place) <= radiusKm);
    },
  };
  return { fake, asked };
}

const REAL = { lello: { name: 'Livraria Lello', lat: 41.14694, lng: -8.61478, address: 'Rua das Carmelitas 144' }, clerigos: { name: 'Clérigos', lat: 41.1458, lng: -8.6139 } };

test('a real place keeps the source’s position and address, even when the model put it kilometres away', async () => {
  const offBy12Km = { ...lello, lat: lello.lat + 0.11 };
  const { fake } = source([REAL.lello, REAL.clerigos]);
  const result = await verifyPlaces({ ...proposal, places: [offBy12Km, clerigos] }, [fake]);
  expect(result.proposal.places.map(({ name, lat, lng, address }) => ({ name, lat, lng, address }))).toEqual([
    { name: 'Livraria Lello', lat: 41.14694, lng: -8.61478, address: 'Rua das Carmelitas 144' },
    { name: 'Clérigos Tower', lat: 41.1458, lng: -8.6139, address: clerigos.address },
  ]);
  expect(result.source).toEqual({ name: 'a test map', openStreetMap: true });
});

test('a place the source does not know, or knows only beyond the destination, is dropped', async () => {
  const invented = { ...lello, name: 'Museu Imaginário do Porto' };
  const { fake } = source([REAL.lello, { name: 'Porto Cathedral replica', lat: 38.7, lng: -9.1 }]);
  const result = await verifyPlaces({ ...proposal, places: [lello, invented, cathedral] }, [fake]);
  expect(result.proposal.places.map((place) => place.name)).toEqual(['Livraria Lello']);
  expect(result.dropped).toEqual(['"Museu Imaginário do Porto" is not a place a test map knows within 40 km of Porto', '"Porto Cathedral" is not a place a test map knows within 40 km of Porto']);
});

test('a place the source says has closed for good is dropped', async () => {
  const { fake } = source([{ ...REAL.lello, closed: true }]);
  const result = await verifyPlaces({ ...proposal, places: [lello] }, [fake]);
  expect(result.dropped).toEqual(['"Livraria Lello" has closed permanently']);
});

test('one place under several spellings is kept once', async () => {
  const spellings = ['Livraria Lello', 'Livraria Lello & Irmão', 'LIVRARIA LELLO bookshop'].map((name) => ({ ...lello, name }));
  const { fake } = source([REAL.lello]);
  const result = await verifyPlaces({ ...proposal, places: spellings }, [fake]);
  expect(result.proposal.places.map((place) => place.name)).toEqual(['Livraria Lello']);
  expect(result.dropped).toEqual(['"Livraria Lello & Irmão" is the same place as "Livraria Lello"', '"LIVRARIA LELLO bookshop" is the same place as "Livraria Lello"']);
});

test('stays and named meal venues are grounded too; a meal area is not one place and stays', async () => {
  const [stay] = PORTO_PROPOSAL.stays;
  const inventedStay = { ...stay, name: 'Grand Hotel Atlantis Porto' };
  const area = PORTO_PROPOSAL.neighbourhoods[0];
  const venue = { kind: 'venue' as const, meal: 'both' as const, name: 'Café Invented', price: 2, lat: area.lat, lng: area.lng, description: 'x' };
  const areaMeal = { ...venue, kind: 'area' as const, name: 'Restaurants along the quay' };
  const { fake, asked } = source([{ name: stay.name, lat: stay.lat + 0.001, lng: stay.lng }]);
  const result = await verifyPlaces({ ...proposal, places: [], stays: [stay, inventedStay], neighbourhoods: [{ ...area, meals: [venue, areaMeal] }] }, [fake]);
  expect(result.proposal.stays.map((kept) => [kept.name, kept.lat])).toEqual([[stay.name, stay.lat + 0.001]]);
  expect(result.proposal.neighbourhoods[0].meals.map((meal) => meal.name)).toEqual(['Restaurants along the quay']);
  expect(result.dropped).toEqual([expect.stringContaining('"Grand Hotel Atlantis Porto" is not a place'), expect.stringContaining('"Café Invented" is not a place')]);
  expect(asked.map((question) => question.name)).not.toContain('Restaurants along the quay');
});

test('a stay that only says what kind of place it is keeps its kind and area, in words the model did not choose', async () => {
  const [stay] = PORTO_PROPOSAL.stays;
  const described = { ...stay, name: 'Budget hotel near Aliados <a href="https://evil.example">verify your passport</a>', type: 'budget hotel' as const, neighbourhood: 'Baixa' };
  const { fake, asked } = source([]);
  const result = await verifyPlaces({ ...proposal, places: [], stays: [described] }, [fake]);
  expect(result.proposal.stays.map((kept) => kept.name)).toEqual(['Budget hotel in Baixa']);
  expect(asked).toEqual([]);
});

test('a day trip is looked for within a day trip’s reach, other places within the destination', async () => {
  const { fake, asked } = source([]);
  await verifyPlaces({ ...proposal, places: [lello, { ...cathedral, name: 'Guimarães Castle', dayTrip: true }] }, [fake]);
  expect(asked).toEqual([
    { name: 'Livraria Lello', radiusKm: 40 },
    { name: 'Guimarães Castle', radiusKm: 300 },
  ]);
});

test('the first source that covers the destination is used; a failing one hands over to the next', async () => {
  const elsewhere = source([REAL.lello], { covers: false, name: 'a store of another region' });
  const failing = source([REAL.lello], { fails: true, name: 'a failing service' });
  const working = source([REAL.lello], { name: 'a working service' });
  const result = await verifyPlaces({ ...proposal, places: [lello] }, [elsewhere.fake, failing.fake, working.fake]);
  expect(elsewhere.asked).toEqual([]);
  expect(result.source?.name).toBe('a working service');
  expect(result.proposal.places).toHaveLength(1);
});

test('with no source, or none that works, the proposal is used as it is, with no source to its name', async () => {
  expect(await verifyPlaces(proposal, [])).toEqual({ proposal, dropped: [] });
  expect(await verifyPlaces(proposal, [source([], { fails: true }).fake])).toEqual({ proposal, dropped: [] });
});
