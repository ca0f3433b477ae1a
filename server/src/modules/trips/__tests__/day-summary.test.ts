import type { Activity, ItineraryDay } from '../trip.types.js';
import { summaryOf, withSummaryFollowingEdit } from '../day-summary.js';

const activity = (title: string, type: string, duration: number): Activity => ({ title, type, duration, description: `${title}.` });
const tower = activity('Belém Tower', 'sightseeing', 60);
const monastery = activity('Jerónimos Monastery', 'sightseeing', 90);
const lunch = activity('Lunch at Pastéis de Belém', 'meal', 60);
const maat = activity('MAAT', 'sightseeing', 90);
const day = (activities: Activity[], description?: string): ItineraryDay => ({ day: 1, title: 'Belém', description, activities });
const planned = day([tower, monastery, lunch, maat], 'A day in Lisbon: Belém Tower, Jerónimos Monastery and MAAT, about 4 h of visits.');

describe('summaryOf', () => {
  it("writes the planner's shape from the visits, leaving meals out", () => {
    expect(summaryOf([tower, lunch, maat], 'A day in Lisbon')).toBe('A day in Lisbon: Belém Tower and MAAT, about 2 h 30 min of visits.');
    expect(summaryOf([monastery])).toBe('Jerónimos Monastery, about 1 h 30 min of visits.');
    expect(summaryOf([lunch])).toBe('A slow day.');
  });
});

describe('withSummaryFollowingEdit', () => {
  it('rewrites a description that names a deleted activity, keeping its opening', () => {
    const edited = withSummaryFollowingEdit(day([tower, lunch, maat], planned.description), [planned]);
    expect(edited.description).toBe('A day in Lisbon: Belém Tower and MAAT, about 2 h 30 min of visits.');
  });

  it('follows a rename', () => {
    const edited = withSummaryFollowingEdit(day([{ ...tower, title: 'Torre de Belém' }, monastery, lunch, maat], planned.description), [planned]);
    expect(edited.description).toBe('A day in Lisbon: Torre de Belém, Jerónimos Monastery and MAAT, about 4 h of visits.');
  });

  it('leaves a description alone when what went is not named in it, or when the client wrote a new one', () => {
    const noLunch = day([tower, monastery, maat], planned.description);
    expect(withSummaryFollowingEdit(noLunch, [planned])).toBe(noLunch);
    const ownWords = day([tower, maat], 'Belém, slowly: Jerónimos Monastery another time.');
    expect(withSummaryFollowingEdit(ownWords, [planned])).toBe(ownWords);
    const unchanged = day([tower, monastery, lunch, maat], planned.description);
    expect(withSummaryFollowingEdit(unchanged, [planned])).toBe(unchanged);
  });

  it("drops an opening that names what went ('A day trip to Sintra'), and matches 'Day trip: Sintra' by the place", () => {
    const sintra = activity('Day trip: Sintra', 'sightseeing', 300);
    const trip = day([sintra, lunch, tower], 'A day trip to Sintra: Sintra and Belém Tower, about 6 h of visits.');
    expect(withSummaryFollowingEdit(day([lunch, tower], trip.description), [trip]).description).toBe('Belém Tower, about 1 h of visits.');
  });
});
