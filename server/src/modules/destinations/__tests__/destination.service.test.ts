import { distanceKm, Guide } from '../../guide/index.js';
import { DestinationService } from '../destination.service.js';
import { readGazetteerCities } from '../gazetteer-cities.js';

// The real guide and gazetteer: these are the traveller-facing promises of autocomplete.
const readCities = jest.fn(readGazetteerCities);
const service = new DestinationService(new Guide(), readCities);
const names = (query: string, limit?: number) => service.suggest(query, limit).map((suggestion) => suggestion.displayName);

describe('DestinationService with the real guide and gazetteer', () => {
  it('reads the gazetteer only when the first suggestion is asked for, and only once', () => {
    expect(service.resolveDestination('Paris')).toBe('paris');
    expect(readCities).not.toHaveBeenCalled();
    names('par');
    names('lon');
    expect(readCities).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['sao', 'São Paulo, Brazil'],
    ['costa', 'Costa Rica'],
    ['kyo', 'Kyoto, Japan'],
    ['par', 'Paris, France'],
    ['new y', 'New York, United States'],
    ['nyc', 'New York, United States'],
    ['saigon', 'Ho Chi Minh City, Vietnam'],
    ['krak', 'Kraków, Poland'],
    ['zurich', 'Zurich, Switzerland'],
    ['zuri', 'Zurich, Switzerland'],
    ['munchen', 'Munich, Germany'],
    ['ital', 'Rome, Italy'],
    // cities of the most-visited lists that the guide plans as part of a region
    ['heraklion', 'Crete, Greece'],
    ['denpasar', 'Bali, Indonesia'],
  ])('suggests %j with %j first', (query, first) => {
    expect(names(query)[0]).toBe(first);
  });

  it('suggests every covered destination first for its own name, and resolves that name to it', () => {
    const guide = new Guide();
    const misses = guide.list().flatMap((destination) => {
      const expected = destination.name === destination.country ? destination.name : `${destination.name}, ${destination.country}`;
      const first = names(destination.name)[0];
      const resolved = service.resolveDestination(destination.name, destination.country);
      return first === expected && resolved === destination.id ? [] : [{ id: destination.id, first, resolved }];
    });
    expect(misses).toEqual([]);
  });

  it('suggests New York once, not also as New York City', () => {
    expect(names('new york', 20).filter((name) => /^New York( City)?,/.test(name))).toEqual(['New York, United States']);
  });

  it('suggests five by default and at most twenty', () => {
    expect(names('sa')).toHaveLength(5);
    expect(names('sa', 20)).toHaveLength(20);
    for (const limit of [0, 21, 2.5, Number.NaN]) {
      expect(() => service.suggest('sa', limit)).toThrow(expect.objectContaining({ code: 'validation_failed' }));
    }
  });

  it('suggests nothing below two characters', () => {
    expect(names('p')).toEqual([]);
    expect(names(' ')).toEqual([]);
  });

  it.each([
    ['Paris', undefined, 'paris'],
    ['paris', 'France', 'paris'],
    ['Paris', 'fr', 'paris'],
    ['Paris, France', undefined, 'paris'],
    ['Tokyo, Japan', undefined, 'tokyo'],
    ['NYC', undefined, 'new-york'],
    ['New York City', 'USA', 'new-york'],
    ['Saigon', 'Vietnam', 'ho-chi-minh-city'],
    ['Kyōto', undefined, 'kyoto'],
    ['Prague', 'Czech Republic', 'prague'],
    ['London', 'UK', 'london'],
    ['Istanbul', 'Türkiye', 'istanbul'],
    ['Costa Rica', undefined, 'costa-rica'],
    ['  münchen ', undefined, 'munich'],
  ])('resolves %j (country %j) to %s', (name, country, id) => {
    expect(service.resolveDestination(name, country)).toBe(id);
  });

  it.each([
    ['Paris', 'United States'],
    ['Paris, Texas', undefined],
    ['Graz', undefined],
    ['Par', undefined],
    ['', undefined],
  ])('does not resolve %j (country %j)', (name, country) => {
    expect(service.resolveDestination(name, country)).toBeUndefined();
  });

  it('lists the covered destinations nearest to an uncovered place', () => {
    // Graz, Austria: judged against the whole guide, so the test holds as the guide grows.
    const graz = { lat: 47.0707, lng: 15.4395 };
    expect(service.resolveDestination('Graz')).toBeUndefined();
    const nearest = service.nearestCovered('Graz');
    expect(nearest).toHaveLength(3);
    const guide = new Guide();
    const byDistance = guide.list().map((destination) => ({ id: destination.id, km: distanceKm(graz, destination) })).sort((a, b) => a.km - b.km);
    expect(nearest.map((destination) => destination.id)).toEqual(byDistance.slice(0, 3).map((destination) => destination.id));
    const first = guide.list().find((destination) => destination.id === nearest[0].id)!;
    expect(nearest[0]).toEqual({ id: first.id, name: first.name, country: first.country, displayName: `${first.name}, ${first.country}`, distanceKm: expect.any(Number) });
    expect(Math.abs(nearest[0].distanceKm - byDistance[0].km)).toBeLessThan(5);
  });

  it('reads "Name, Country" and a country on its own when looking for nearby destinations', () => {
    expect(service.nearestCovered('Florence, United States', undefined, 1)[0].country).toBe('United States');
    expect(service.nearestCovered('Florence', 'US', 1)[0].country).toBe('United States');
    expect(service.nearestCovered('Italy', undefined, 1)[0].id).toBe('rome');
    expect(service.nearestCovered('Qwxzy')).toEqual([]);
  });

  it('offers the nearest covered destinations closest first, even when the country given does not fit the place', () => {
    const guide = new Guide();
    const glasgow = { lat: 55.8652, lng: -4.2576 };
    const byDistance = guide
      .list()
      .map((destination) => ({ id: destination.id, km: distanceKm(glasgow, destination) }))
      .sort((a, b) => a.km - b.km);
    for (const [name, country] of [['Glasgow', 'Scotland'], ['Glasgow, Scotland', undefined], ['Glasgow', 'UK'], ['Glasgow', 'Ireland']] as const) {
      const nearest = service.nearestCovered(name, country);
      expect(nearest.map((destination) => destination.id)).toEqual(byDistance.slice(0, 3).map((destination) => destination.id));
      expect(nearest[0]).toMatchObject({ id: 'edinburgh', displayName: 'Edinburgh, United Kingdom' });
      expect(nearest.map((destination) => destination.distanceKm)).toEqual([...nearest.map((destination) => destination.distanceKm)].sort((a, b) => a - b));
    }
  });

  it('marks each suggestion plannable: the guide\'s destinations without a model, everything with one', () => {
    const offline = service.suggest('gra', 20);
    expect(offline.find((suggestion) => suggestion.displayName === 'Granada, Spain')).toMatchObject({ plannable: true });
    expect(offline.find((suggestion) => suggestion.destination === 'Graz')).toMatchObject({ plannable: false });
    // plannable ones come first
    const firstUnplannable = offline.findIndex((suggestion) => !suggestion.plannable);
    expect(offline.slice(firstUnplannable).every((suggestion) => !suggestion.plannable)).toBe(true);
    const withModel = new DestinationService(new Guide(), readGazetteerCities, () => true);
    expect(withModel.suggest('gra', 20).every((suggestion) => suggestion.plannable)).toBe(true);
  });

  it('states the guide\'s coverage as it is', () => {
    const destinations = new Guide().list();
    expect(service.coverage()).toEqual({ guideDestinations: destinations.length, guideCountries: new Set(destinations.map((d) => d.country)).size, plansAnywhere: false });
    expect(new DestinationService(new Guide(), readGazetteerCities, () => true).coverage().plansAnywhere).toBe(true);
  });

  it('gives country facts from countries-list', () => {
    expect(service.countryFacts('jp')).toEqual({ code: 'JP', name: 'Japan', currencies: ['JPY'], languages: ['Japanese'], capital: 'Tokyo' });
    expect(service.countryFacts('CH').languages).toEqual(['German', 'French', 'Italian']);
    expect(() => service.countryFacts('ZZ')).toThrow(expect.objectContaining({ code: 'not_found' }));
    expect(() => service.countryFacts('USA')).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });
});
