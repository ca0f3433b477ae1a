import { activityFromDraft, addActivity, draftOf, draftProblem, editedActivity, itineraryInput, newActivityDraft, removeActivity, replaceActivity, type EditableDay } from '../itinerary-edits';

const belem = { title: 'Belém Tower', description: 'A fortress on the river.', type: 'sightseeing', time: '09:30', duration: 60, location: { lat: 38.69, lng: -9.21, city: 'Lisbon' }, address: 'Av. Brasília', imageUrl: null, placeId: 'p1' };
const lunch = { title: 'Lunch', description: 'Pastéis.', type: 'meal', time: '12:15', duration: 45 };
const days: EditableDay[] = [
  { day: 1, title: 'Belém', activities: [belem, lunch] },
  { day: 2, title: 'Alfama', description: 'Hills.', activities: [] },
];

describe('activity drafts', () => {
  test('a new activity is sightseeing for 60 minutes; an edited one of unknown type is other', () => {
    expect(newActivityDraft()).toEqual({ title: '', description: '', type: 'sightseeing', time: '', duration: '60' });
    expect(draftOf({ ...lunch, type: 'brunch', time: null })).toEqual({ title: 'Lunch', description: 'Pastéis.', type: 'other', time: '', duration: '45' });
  });

  test('title, then description, then duration must be given', () => {
    const draft = { ...newActivityDraft(), title: 'Fado', description: 'Evening.' };
    expect(draftProblem({ ...draft, title: '  ' })).toBe('title');
    expect(draftProblem({ ...draft, title: '', description: '' })).toBe('title');
    expect(draftProblem({ ...draft, description: ' ' })).toBe('description');
    for (const duration of ['0', '-5', '1.5', 'an hour', '', '1441']) expect(draftProblem({ ...draft, duration })).toBe('duration');
    expect(draftProblem(draft)).toBeUndefined();
  });

  test('a new activity without a time follows the last one by an hour; a given time is kept', () => {
    const draft = { ...newActivityDraft(), title: ' Fado ', description: ' Evening. ' };
    // with no time given: after Belém Tower ends, before lunch; an empty day starts at 09:00
    expect(activityFromDraft(draft, days[0])).toEqual({ title: 'Fado', description: 'Evening.', type: 'sightseeing', time: '10:30', duration: 60 });
    expect(activityFromDraft({ ...draft, time: ' 21:00 ' }, days[0]).time).toBe('21:00');
    expect(activityFromDraft(draft, days[1]).time).toBe('09:00');
  });

  test('an edit changes only what was edited: a new time or a new title keeps the place', () => {
    const same = editedActivity(belem, { ...draftOf(belem), time: '10:00', duration: '90' });
    expect(same).toEqual({ ...belem, time: '10:00', duration: 90 });
    const renamed = editedActivity(belem, { ...draftOf(belem), title: 'Torre de Belém' });
    expect(renamed).toEqual({ ...belem, title: 'Torre de Belém' });
  });
});

describe('itinerary edits', () => {
  test('add goes in time order (appended without a time), replace and remove go by position, and nothing else changes', () => {
    const added = addActivity(days, 1, lunch);
    expect(added[1].activities).toEqual([lunch]);
    expect(added[0]).toBe(days[0]);
    expect(days[1].activities).toEqual([]);
    const coffee = { ...lunch, title: 'Coffee', time: '11:00' };
    expect(addActivity(days, 0, coffee)[0].activities).toEqual([belem, coffee, lunch]);
    expect(addActivity(days, 0, { ...coffee, time: '7:30 pm' })[0].activities).toEqual([belem, lunch, { ...coffee, time: '7:30 pm' }]);
    expect(addActivity(days, 0, { ...coffee, time: null })[0].activities).toEqual([belem, lunch, { ...coffee, time: null }]);
    expect(replaceActivity(days, 0, 1, belem)[0].activities).toEqual([belem, belem]);
    expect(removeActivity(days, 0, 0)[0].activities).toEqual([lunch]);
  });

  test('the input has every field and no __typename, with a known type and a whole positive duration', () => {
    const fetched = [{ __typename: 'ItineraryDay', ...days[0], activities: [{ __typename: 'Activity', ...lunch, type: 'brunch', duration: 0 }, { ...belem, duration: 12.6 }] }];
    expect(itineraryInput(fetched)).toEqual([
      {
        day: 1,
        title: 'Belém',
        description: null,
        activities: [
          { title: 'Lunch', description: 'Pastéis.', type: 'other', time: '12:15', timeframe: null, duration: 60, location: null, address: null, imageUrl: null, placeId: null },
          { ...belem, timeframe: null, duration: 13 },
        ],
      },
    ]);
  });
});
