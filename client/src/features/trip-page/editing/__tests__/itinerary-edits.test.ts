import { activityFromDraft, changedFields, draftOf, draftProblem, newActivityDraft, type EditableDay } from '../itinerary-edits';

const belem = { id: 'belem', title: 'Belém Tower', description: 'A fortress on the river.', type: 'sightseeing', time: '09:30', duration: 60 };
const lunch = { id: 'lunch', title: 'Lunch', description: 'Pastéis.', type: 'meal', time: '12:15', duration: 45 };
const days: EditableDay[] = [
  { day: 1, activities: [belem, lunch] },
  { day: 2, activities: [] },
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

  test("a new activity without a time takes the day's first free slot; a given time is kept", () => {
    const draft = { ...newActivityDraft(), title: ' Fado ', description: ' Evening. ' };
    // with no time given: after Belém Tower ends, before lunch; an empty day starts at 09:00
    expect(activityFromDraft(draft, days[0])).toEqual({ title: 'Fado', description: 'Evening.', type: 'sightseeing', time: '10:30', duration: 60 });
    expect(activityFromDraft({ ...draft, time: ' 21:00 ' }, days[0]).time).toBe('21:00');
    expect(activityFromDraft(draft, days[1]).time).toBe('09:00');
  });
});

describe('the fields an edit sends', () => {
  const opened = draftOf(belem);

  test('only what the traveller changed, trimmed; nothing when nothing changed', () => {
    expect(changedFields(opened, { ...opened })).toBeUndefined();
    expect(changedFields(opened, { ...opened, time: ' 10:00 ', duration: '90' })).toEqual({ time: '10:00', duration: 90 });
    expect(changedFields(opened, { ...opened, title: ' Torre de Belém ' })).toEqual({ title: 'Torre de Belém' });
    expect(changedFields(opened, { ...opened, description: 'Go early.', type: 'other' })).toEqual({ description: 'Go early.', type: 'other' });
  });

  test('a cleared time is sent as null, which clears it', () => {
    expect(changedFields(opened, { ...opened, time: '  ' })).toEqual({ time: null });
  });
});
