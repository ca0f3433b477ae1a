/**
 * Imported data crosses a trust boundary: which OSM objects are kept, and how a hostile or
 * broken tag (a control character, a 4,000-character name, a javascript: link) is handled.
 */
import { addressOf, categoryOf, popularityOf } from '../osm-tags.js';
import { nameMatch } from '../place-names.js';
import { storePlaceOf, type OsmObject } from '../store-place.js';

const object = (tags: Record<string, string>, extra: Partial<OsmObject> = {}): OsmObject => ({ type: 'node', id: 1, tags, lat: 47.14, lng: 9.52, extentM: 0, ...extra });

describe('which OSM objects are places', () => {
  test.each([
    [{ tourism: 'museum', name: 'Kunstmuseum' }, 'museum'],
    [{ tourism: 'hotel', name: 'Park Hotel Sonnenhof' }, 'hotel'],
    [{ tourism: 'guest_house', name: 'Haus Mona' }, 'guest house'],
    [{ amenity: 'restaurant', name: 'Torkel' }, 'restaurant'],
    [{ amenity: 'marketplace', name: 'Marché de la Condamine' }, 'market'],
    [{ historic: 'castle', name: 'Burg Gutenberg' }, 'historic'],
    [{ leisure: 'park', name: 'Jardin Exotique' }, 'park'],
    [{ natural: 'beach', name: 'Plage du Larvotto' }, 'beach'],
    [{ amenity: 'place_of_worship', name: 'Kathedrale St. Florin', wikidata: 'Q695311' }, 'worship'],
    // A castle that draws visitors is a historic place, not just "an attraction"; the attraction tag alone stays one.
    [{ historic: 'castle', tourism: 'attraction', name: 'Palais Princier de Monaco' }, 'historic'],
    [{ tourism: 'attraction', name: 'Champions Promenade' }, 'attraction'],
    [{ place: 'quarter', name: 'La Condamine' }, 'locality'],
    [{ place: 'village', name: 'Schaan' }, 'locality'],
  ] as Array<[Record<string, string>, string]>)('%o is a %s', (tags, category) => {
    expect(categoryOf(tags)).toBe(category);
  });

  test.each([
    [{ tourism: 'museum' }, 'no name'],
    [{ tourism: 'information', name: 'Info board' }, 'an information board'],
    [{ amenity: 'place_of_worship', name: 'Kapelle' }, 'a chapel no source describes'],
    [{ historic: 'wayside_cross', name: 'Wegkreuz' }, 'a wayside cross no source describes'],
    [{ leisure: 'garden', name: 'Private garden', access: 'private' }, 'a private garden'],
    [{ amenity: 'restaurant', name: 'Closed', disused: 'yes' }, 'a disused restaurant'],
    [{ shop: 'bakery', name: 'Bäckerei' }, 'a shop'],
  ] as Array<[Record<string, string>, string]>)('%o is not (%s)', (tags) => {
    expect(categoryOf(tags)).toBeUndefined();
  });

  test('popularity adds the open signals and nothing else', () => {
    expect(popularityOf({ tourism: 'museum', wikidata: 'Q1', wikipedia: 'de:Kunstmuseum', heritage: '2' })).toBe(9);
    expect(popularityOf({ amenity: 'restaurant', stars: '5', rating: '4.9' })).toBe(0);
    expect(popularityOf({ historic: 'castle', 'wikipedia:de': 'Burg Gutenberg' })).toBe(4);
  });
});

describe('storePlaceOf bounds every field', () => {
  test('control characters and runs of spaces become single spaces', () => {
    expect(storePlaceOf(object({ tourism: 'museum', name: 'Kunst\u0000museum\n\n Vaduz' }))?.name).toBe('Kunst museum Vaduz');
  });

  test('a name too long to be a name leaves the place out', () => {
    expect(storePlaceOf(object({ tourism: 'museum', name: 'M'.repeat(4030) }))).toBeUndefined();
  });

  test('a position that is not one leaves the place out', () => {
    expect(storePlaceOf(object({ tourism: 'museum', name: 'Nowhere' }, { lat: Number.NaN }))).toBeUndefined();
    expect(storePlaceOf(object({ tourism: 'museum', name: 'Nowhere' }, { lat: 123 }))).toBeUndefined();
  });

  test('a link that is not a web address, and a Wikidata id that is not one, are dropped', () => {
    const place = storePlaceOf(object({ tourism: 'museum', name: 'M', website: 'javascript:alert(1)', wikidata: 'Q1; DROP TABLE' }))!;
    expect(place.website).toBeUndefined();
    expect(place.wikidata).toBeUndefined();
    expect(storePlaceOf(object({ tourism: 'museum', name: 'M', website: 'www.kunstmuseum.li' }))!.website).toBe('https://www.kunstmuseum.li/');
  });

  test('names in other languages come from name:xx tags, and an address from addr:* tags', () => {
    const place = storePlaceOf(object({ tourism: 'museum', name: 'Musée Océanographique', 'name:en': 'Oceanographic Museum', 'name:it': 'Museo Oceanografico', 'addr:street': 'Avenue Saint-Martin', 'addr:city': 'Monaco' }))!;
    expect(place.otherNames).toEqual({ en: 'Oceanographic Museum', it: 'Museo Oceanografico' });
    expect(place.address).toBe('Avenue Saint-Martin, Monaco');
  });
});

describe('nameMatch', () => {
  test.each([
    ['Kunstmuseum Liechtenstein', 'Kunstmuseum Liechtenstein', 1],
    ['Palais Princier', 'Palais Princier de Monaco', 0.6],
    ['musee oceanographique', 'Musée Océanographique', 1],
    ['Casino de Monte-Carlo', 'Casino de Monte Carlo', 1],
  ])('%s and %s are one place', (a, b, least) => {
    expect(nameMatch(a, b)).toBeGreaterThanOrEqual(least);
  });

  test.each([
    ['Qwxzyville Grand Temple', 'Kunstmuseum Liechtenstein'],
    ['Museum', 'Kunstmuseum Liechtenstein'],
    ['Hotel Atlantis', 'Hotel Sonnenhof'],
    ['Hotel', 'Hotel Sonnenhof'],
    ['The Museum', 'Museum of Modern Art'],
    ['', 'Kunstmuseum'],
  ])('%s and %s are not', (a, b) => {
    expect(nameMatch(a, b)).toBe(0);
  });

  test('names in other scripts compare too', () => {
    expect(nameMatch('清水寺', '清水寺')).toBe(1);
    expect(nameMatch('Московский Кремль', 'Кремль')).toBeGreaterThan(0);
  });
});

describe('addresses from addr:* tags', () => {
  test('a postcode goes with its town, or not at all', () => {
    expect(addressOf({ 'addr:street': 'Städtle', 'addr:housenumber': '17', 'addr:postcode': '9490', 'addr:city': 'Vaduz' })).toBe('Städtle 17, 9490 Vaduz');
    expect(addressOf({ 'addr:street': 'Städtle', 'addr:housenumber': '17', 'addr:postcode': '9490' })).toBe('Städtle 17');
    expect(addressOf({ 'addr:postcode': '9490' })).toBeUndefined();
  });
});
