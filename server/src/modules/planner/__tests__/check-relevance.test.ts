/** Check 14 (relevance) on hand-made days over a small destination: the share rule and the other-audience rule. */
import { relevanceProblems } from '../check-relevance.js';
import type { StoredDay } from '../check-day.js';
import type { LoadedDestination } from '../types.js';
import { destination, near, place, planRequest } from './planner.fixture.js';

const history = (id: string, northKm = 0) => place(id, { interests: ['Historical Sites'], ...near(northKm) });
const zoo = place('City Zoo', { category: 'kids', interests: ["Kid's Activities", 'Wildlife Viewing'], ...near(1) });
const tower = place('Old Tower', { interests: ['Photography'], mustSee: true, ...near(0.5) });
const nearbyCastle = history('Castle Hill', 1.5);
const small: LoadedDestination = { ...destination('paris'), places: [history('Abbey'), history('Forum'), history('Arena'), history('Baths'), tower, zoo, nearbyCastle] };
const day = (...titles: string[]): StoredDay => ({ day: 1, activities: titles.map((title, i) => ({ title, type: 'sightseeing', time: `${10 + i}:00`, duration: 60 })) });
const adults = planRequest('Paris', { activities: ['Historical Sites'], travelers: '2 adults' });

describe('check 14: relevance', () => {
  test('sights that serve a chosen interest or are must-sees pass; meals, rest breaks and unknown titles are not counted', () => {
    const days: StoredDay[] = [{ day: 1, activities: [...day('Abbey', 'Forum', 'Old Tower').activities!, { title: 'Lunch at Somewhere', type: 'meal', time: '13:00', duration: 60 }, { title: 'Rest break', type: 'other', time: '14:00', duration: 90 }, { title: 'Walk around the centre', type: 'sightseeing', time: '16:00', duration: 60 }] }];
    expect(relevanceProblems(days, adults, small)).toEqual([]);
  });

  test('fails when fewer than 80% of the sights are relevant', () => {
    const off = (id: string) => place(id, { interests: ['Nightlife'], ...near(5) });
    const destinationWithBars = { ...small, places: [...small.places, off('Bar One'), off('Bar Two')] };
    const [problem] = relevanceProblems([day('Abbey', 'Forum', 'Arena', 'Bar One', 'Bar Two')], adults, destinationWithBars)!;
    expect(problem).toMatch(/^only 3 of 5 sights serve a chosen interest or are must-sees \(not: Bar One, Bar Two\)$/);
  });

  test('a zoo on an adults’ history trip fails while a relevant sight is near, and passes for a family', () => {
    const days = [day('Abbey', 'Forum', 'Arena', 'Baths', 'City Zoo')];
    expect(relevanceProblems(days, adults, small)).toEqual(["City Zoo is made for children, and Old Tower nearby serves this trip's interests"]);
    expect(relevanceProblems(days, planRequest('Paris', { activities: ['Historical Sites'], travelers: 'family of 4' }), small)).toEqual([]);
  });

  test('does not apply without a chosen interest', () => {
    expect(relevanceProblems([day('City Zoo')], planRequest('Paris', { activities: [] }), small)).toBeUndefined();
  });
});
