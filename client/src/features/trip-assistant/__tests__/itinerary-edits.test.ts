import { anHourAfter, applyProposedEdit, describeEdit, type ItineraryDay } from '../itinerary-edits';

const itinerary: ItineraryDay[] = [
  { day: 1, title: 'Old town', description: 'Walks', activities: [
    { title: 'Belém Tower', description: 'Tower', type: 'sightseeing', time: '09:00', duration: 90 },
    { title: 'Lunch at Time Out Market', description: 'Food hall', type: 'meal', time: '12:30', duration: 60 },
  ] },
  { day: 2, title: 'Museums', activities: [{ title: 'Museu Calouste Gulbenkian', description: 'Art', type: 'sightseeing', time: '23:15', duration: 120 }] },
  { day: 3, title: 'Sintra', activities: [] },
];
const snapshot = JSON.parse(JSON.stringify(itinerary));

afterEach(() => {
  // every edit leaves the itinerary it was given as it was: Undo restores exactly that
  expect(itinerary).toEqual(snapshot);
});

function applied(edit: Parameters<typeof applyProposedEdit>[1]) {
  const result = applyProposedEdit(itinerary, edit);
  if ('problem' in result) throw new Error(result.problem);
  return result.itinerary;
}

describe('SWAP_DAYS', () => {
  it("gives each day the other's plan and keeps the day numbers", () => {
    const swapped = applied({ kind: 'SWAP_DAYS', a: 1, b: 2 });
    expect(swapped.map((day) => [day.day, day.title])).toEqual([[1, 'Museums'], [2, 'Old town'], [3, 'Sintra']]);
    expect(swapped[1].activities).toEqual(itinerary[0].activities);
    expect(swapped[1].description).toBe('Walks');
  });

  it('refuses a day the trip does not have', () => {
    expect(applyProposedEdit(itinerary, { kind: 'SWAP_DAYS', a: 1, b: 9 })).toEqual({ problem: 'The trip has no day 9.' });
  });
});

describe('REMOVE_ACTIVITY', () => {
  it('removes the activity the assistant named, by its exact title', () => {
    const removed = applied({ kind: 'REMOVE_ACTIVITY', day: 1, match: 'lunch at time out market' });
    expect(removed[0].activities.map((activity) => activity.title)).toEqual(['Belém Tower']);
    expect(removed[1]).toBe(itinerary[1]);
  });

  it('falls back to a title containing the words', () => {
    expect(applied({ kind: 'REMOVE_ACTIVITY', day: 2, match: 'Gulbenkian' })[1].activities).toEqual([]);
  });

  it('says so when the activity is no longer there', () => {
    expect(applyProposedEdit(itinerary, { kind: 'REMOVE_ACTIVITY', day: 3, match: 'Pena Palace' })).toEqual({ problem: 'Day 3 has no "Pena Palace" any more.' });
  });
});

describe('ADD_ACTIVITY', () => {
  it("appends an hour after the day's last activity, with the default 60 minutes", () => {
    const added = applied({ kind: 'ADD_ACTIVITY', day: 1, title: 'Cooking class', type: 'meal' });
    expect(added[0].activities).toHaveLength(3);
    expect(added[0].activities[2]).toEqual({ title: 'Cooking class', description: 'Added with the Trip Assistant.', type: 'meal', time: '13:30', duration: 60 });
  });

  it('wraps past midnight and keeps the minutes', () => {
    expect(applied({ kind: 'ADD_ACTIVITY', day: 2, title: 'Fado night', type: 'other' })[1].activities[1].time).toBe('00:15');
    expect(anHourAfter('9:05')).toBe('10:05');
    expect(anHourAfter('morning')).toBeNull();
  });

  it('leaves the time open on a day with no timed activity', () => {
    expect(applied({ kind: 'ADD_ACTIVITY', day: 3, title: 'Pena Palace', type: 'sightseeing' })[2].activities[0].time).toBeNull();
  });

  it('refuses a missing day or a nameless activity', () => {
    expect(applyProposedEdit(itinerary, { kind: 'ADD_ACTIVITY', day: 4, title: 'Beach' })).toEqual({ problem: 'The trip has no day 4.' });
    expect(applyProposedEdit(itinerary, { kind: 'ADD_ACTIVITY', day: 1, title: ' ' })).toEqual({ problem: 'The new activity has no name.' });
  });
});

describe('describing an edit', () => {
  it('says each kind in words', () => {
    expect(describeEdit({ kind: 'SWAP_DAYS', a: 1, b: 2 })).toBe('Swap day 1 and day 2');
    expect(describeEdit({ kind: 'REMOVE_ACTIVITY', day: 1, match: 'Belém Tower' })).toBe('Remove "Belém Tower" from day 1');
    expect(describeEdit({ kind: 'ADD_ACTIVITY', day: 3, title: 'Pena Palace' })).toBe('Add "Pena Palace" to day 3');
  });
});
