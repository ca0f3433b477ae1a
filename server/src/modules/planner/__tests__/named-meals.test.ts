/** The named-meal share: meals naming one of the guide's venues, against area suggestions and "near X" fallbacks. */
import { namedMeals } from '../named-meals.js';
import { destination } from './planner.fixture.js';

const paris = destination('paris');
const venue = paris.neighbourhoods.flatMap((area) => area.meals).find((meal) => meal.kind === 'venue')!;
const area = paris.neighbourhoods.flatMap((area) => area.meals).find((meal) => meal.kind === 'area');

test('counts a meal that names a guide venue, and not an area suggestion, a fallback or a sight', () => {
  const activities = [
    { title: `Lunch at ${venue.name}`, type: 'meal' },
    { title: 'Dinner near the Louvre', type: 'meal' },
    ...(area ? [{ title: `Dinner: ${area.name}`, type: 'meal' }] : []),
    { title: venue.name, type: 'sightseeing' },
  ];
  expect(namedMeals([{ day: 1, activities }], paris)).toEqual({ meals: area ? 3 : 2, named: 1 });
});
