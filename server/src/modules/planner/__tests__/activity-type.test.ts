import { activityTypeOf, inferActivityType } from '../activity-type.js';

describe('inferActivityType', () => {
  it.each([
    ['Lunch at Angelina', 'meal'],
    ['Dinner: Ramen around Kyoto Station', 'meal'],
    ['Breakfast café', 'meal'],
    ['Hotel check-in', 'lodging'],
    ['Check out of the ryokan', 'lodging'],
    ['Train to Versailles', 'transportation'],
    ['Transfer to La Fortuna & Arenal', 'transportation'],
    ['Flight home', 'transportation'],
    ['Shopping on Oxford Street', 'shopping'],
    ['Grand Bazaar', 'shopping'],
    ['Mercado Central', 'other'],
    ['Local market stroll', 'shopping'],
    ['Louvre Museum', 'sightseeing'],
    ['Day trip: Palace of Versailles', 'sightseeing'],
    ['Sunset at the viewpoint', 'sightseeing'],
    ['Moulin Rouge', 'other'],
    ['', 'other'],
  ])('types %j as %s', (title, type) => {
    expect(inferActivityType(title)).toBe(type);
  });

  it('takes meal words before lodging, transport, shopping and sightseeing words', () => {
    expect(inferActivityType('Dinner cruise on the Seine')).toBe('meal');
    expect(inferActivityType('Hotel restaurant dinner')).toBe('meal');
    expect(inferActivityType('Airport hotel')).toBe('lodging');
    expect(inferActivityType('Bus to the market')).toBe('transportation');
    expect(inferActivityType('Museum shop')).toBe('shopping');
  });

  it('matches whole words only', () => {
    expect(inferActivityType('Innsbruck old town')).toBe('sightseeing');
    expect(inferActivityType('Businessman statue')).toBe('sightseeing');
  });
});

describe('activityTypeOf', () => {
  it('keeps a known type and infers a missing or "other" one from the title', () => {
    expect(activityTypeOf({ title: 'Lunch at Angelina', type: 'sightseeing' })).toBe('sightseeing');
    expect(activityTypeOf({ title: 'Lunch at Angelina', type: 'other' })).toBe('meal');
    expect(activityTypeOf({ title: 'Lunch at Angelina' })).toBe('meal');
    expect(activityTypeOf({ title: 'Louvre Museum', type: 'bogus' })).toBe('sightseeing');
  });
});
