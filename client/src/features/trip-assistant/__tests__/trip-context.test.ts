import { FORM_PREFERENCES } from '../../planner';
import { greetingFor, tripContextOf } from '../trip-context';

const trip = {
  destination: 'Lisbon',
  country: 'Portugal',
  startDate: '2027-05-01',
  endDate: '2027-05-02',
  preferences: FORM_PREFERENCES,
  itinerary: [
    { day: 1, activities: [{ title: 'Belém Tower' }, { title: 'Pastéis de Belém' }] },
    { day: 2, activities: [] },
  ],
  accommodations: [{ name: 'Hotel Chiado' }],
};

describe('the tripContext the assistant is sent', () => {
  it('holds the trip in words: dates as "X to Y", activities per day, stays by name', () => {
    expect(tripContextOf(trip)).toEqual({
      destination: 'Lisbon',
      country: 'Portugal',
      dates: '2027-05-01 to 2027-05-02',
      preferences: FORM_PREFERENCES,
      itinerary: [
        { day: 1, activities: ['Belém Tower', 'Pastéis de Belém'] },
        { day: 2, activities: [] },
      ],
      accommodations: ['Hotel Chiado'],
    });
  });

  it("says 'No dates specified' without both dates", () => {
    expect(tripContextOf({ ...trip, endDate: null }).dates).toBe('No dates specified');
    expect(tripContextOf({ ...trip, startDate: undefined, endDate: undefined }).dates).toBe('No dates specified');
  });

  it('greets with the destination', () => {
    expect(greetingFor('Lisbon')).toBe("Hi! I'm your Trip Assistant. How would you like to modify your trip to Lisbon?");
  });
});
