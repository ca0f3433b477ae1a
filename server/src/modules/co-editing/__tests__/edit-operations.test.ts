import { applyOperation, NOTHING_SINCE, OperationRefusal, touchesBetween, UnknownActivity, type Since, type StoredDay } from '../edit-operations.js';
import { withActivityIds } from '../../trips/activity-ids.js';

const act = (id: string, title: string, time?: string) => ({ id, title, description: `About ${title}`, type: 'sightseeing', duration: 60, ...(time ? { time } : {}) });
const days = (): StoredDay[] => [
  { day: 1, title: 'One', activities: [act('a', 'Opera House', '09:00'), act('b', 'Harbour Bridge', '11:00'), act('c', 'Dinner', '19:00')] },
  { day: 2, title: 'Two', activities: [act('d', 'Bondi', '10:00')] },
];
const since = (...touches: string[]): Since => ({ touches: new Set(touches), planReplaced: false });
const titles = (result: { days: StoredDay[] }, day = 0) => result.days[day].activities.map((activity) => activity.title);

describe('activity ids', () => {
  test('an activity without an id gets one from where it stands, unique beside kept ids, and the same every time', () => {
    const plain = [{ day: 1, activities: [{ title: 'x' }, { title: 'y', id: 'd1a1' }, { title: 'z' }] }];
    const first = withActivityIds(plain);
    expect(first[0].activities.map((activity) => activity.id)).toEqual(['d1a1-2', 'd1a1', 'd1a3']);
    expect(withActivityIds(plain)).toEqual(first);
  });
});

describe('applying one operation', () => {
  test('update changes only the fields sent, and its inverse puts back the old values', () => {
    const result = applyOperation(days(), { kind: 'update', activityId: 'a', changes: { time: '10:00', title: 'Opera House tour' } });
    expect(result.days[0].activities[0]).toMatchObject({ id: 'a', title: 'Opera House tour', time: '10:00', description: 'About Opera House', duration: 60 });
    expect(result.touched.sort()).toEqual(['a.time', 'a.title']);
    expect(result.inverse).toEqual([{ kind: 'update', activityId: 'a', changes: { time: '09:00', title: 'Opera House' } }]);
    const undone = applyOperation(result.days, result.inverse[0]);
    expect(undone.days).toEqual(days());
  });

  test('a time sent as null clears it; a value equal to the current one is no change', () => {
    const cleared = applyOperation(days(), { kind: 'update', activityId: 'b', changes: { time: null } });
    expect(cleared.days[0].activities[1]).not.toHaveProperty('time');
    const same = applyOperation(days(), { kind: 'update', activityId: 'b', changes: { title: 'Harbour Bridge' } });
    expect(same).toMatchObject({ touched: [], conflicts: [] });
  });

  test('the first change wins a field: a later one made without seeing it is a conflict, its other fields apply', () => {
    const result = applyOperation(days(), { kind: 'update', activityId: 'a', changes: { time: '12:00', duration: 90 } }, since('a.time'));
    expect(result.days[0].activities[0]).toMatchObject({ time: '09:00', duration: 90 });
    expect(result.conflicts).toEqual([{ activityId: 'a', activityTitle: 'Opera House', field: 'time', yours: '12:00', kept: '09:00', reason: 'changed', touch: 'a.time' }]);
    expect(result.touched).toEqual(['a.duration']);
  });

  test('changes to other activities, or other fields, since the base do not conflict', () => {
    const result = applyOperation(days(), { kind: 'update', activityId: 'a', changes: { time: '12:00' } }, since('b.time', 'a.title', 'a.place'));
    expect(result).toMatchObject({ conflicts: [], touched: ['a.time'] });
  });

  test('an activity someone removed since is a conflict; one the trip never had is unknown', () => {
    const gone = days();
    gone[0].activities.splice(0, 1);
    expect(applyOperation(gone, { kind: 'update', activityId: 'a', changes: { time: '12:00' } }, since('a.*')).conflicts).toMatchObject([{ field: 'activity', reason: 'removed' }]);
    expect(() => applyOperation(days(), { kind: 'update', activityId: 'zz', changes: { time: '12:00' } })).toThrow(UnknownActivity);
  });

  test('after a new plan, every change to an activity is refused; adding is still allowed', () => {
    const replanned: Since = { touches: new Set(['*']), planReplaced: true };
    expect(applyOperation(days(), { kind: 'update', activityId: 'a', changes: { time: '12:00' } }, replanned).conflicts).toMatchObject([{ reason: 'replanned' }]);
    expect(applyOperation(days(), { kind: 'remove', activityId: 'a' }, replanned).touched).toEqual([]);
    expect(applyOperation(days(), { kind: 'add', day: 2, activity: act('n', 'Manly') }, replanned).touched).toEqual(['n.*']);
  });

  test('add goes where its time places it, or at the index given; its inverse removes it', () => {
    const timed = applyOperation(days(), { kind: 'add', day: 1, activity: act('n', 'Botanic Garden', '14:00') });
    expect(titles(timed)).toEqual(['Opera House', 'Harbour Bridge', 'Botanic Garden', 'Dinner']);
    expect(titles(applyOperation(days(), { kind: 'add', day: 1, activity: act('n', 'Evening walk', '7:30 pm') }))).toEqual(['Opera House', 'Harbour Bridge', 'Dinner', 'Evening walk']);
    expect(titles(applyOperation(days(), { kind: 'add', day: 1, activity: act('n', 'Untimed') }))).toEqual(['Opera House', 'Harbour Bridge', 'Dinner', 'Untimed']);
    expect(titles(applyOperation(days(), { kind: 'add', day: 1, activity: act('n', 'First'), index: 0 }))[0]).toBe('First');
    expect(applyOperation(timed.days, timed.inverse[0]).days).toEqual(days());
  });

  test('add refuses a day the trip lacks, a full day and an id already used', () => {
    expect(() => applyOperation(days(), { kind: 'add', day: 3, activity: act('n', 'x') })).toThrow(new OperationRefusal('This trip has no day 3'));
    expect(() => applyOperation(days(), { kind: 'add', day: 1, activity: act('n', 'x') }, NOTHING_SINCE, 3)).toThrow('A day can have at most 3 activities');
    expect(() => applyOperation(days(), { kind: 'add', day: 1, activity: act('a', 'x') })).toThrow('already on the trip');
  });

  test('remove: refused when someone changed the activity since (their change would be lost); its inverse puts it back in place', () => {
    expect(applyOperation(days(), { kind: 'remove', activityId: 'b' }, since('b.description')).conflicts).toMatchObject([{ activityId: 'b', field: 'activity', reason: 'changed', touch: 'b.description' }]);
    const removed = applyOperation(days(), { kind: 'remove', activityId: 'b' });
    expect(titles(removed)).toEqual(['Opera House', 'Dinner']);
    expect(applyOperation(removed.days, removed.inverse[0]).days).toEqual(days());
    // Removed twice: nothing more to do, and nothing to complain about.
    expect(applyOperation(removed.days, { kind: 'remove', activityId: 'b' }, since('b.*'))).toMatchObject({ touched: [], conflicts: [] });
  });

  test('move between days and within a day, and back by its inverse; two moves of one activity conflict', () => {
    const moved = applyOperation(days(), { kind: 'move', activityId: 'a', day: 2, index: 1 });
    expect(titles(moved, 1)).toEqual(['Bondi', 'Opera House']);
    expect(moved.daysChanged.sort()).toEqual([1, 2]);
    expect(applyOperation(moved.days, moved.inverse[0]).days).toEqual(days());
    expect(titles(applyOperation(days(), { kind: 'move', activityId: 'c', day: 1, index: 0 }))).toEqual(['Dinner', 'Opera House', 'Harbour Bridge']);
    expect(applyOperation(days(), { kind: 'move', activityId: 'a', day: 2, index: 0 }, since('a.place')).conflicts).toMatchObject([{ field: 'place', yours: 'Day 2, position 1', kept: 'Day 1, position 1' }]);
  });

  test('a whole replacement touches exactly what differs', () => {
    const after = days();
    after[0].activities[1] = { ...after[0].activities[1], time: '11:30' };
    after[0].activities.splice(2, 1);
    after[1].activities.push(act('n', 'Manly'));
    after[1].title = 'Beaches';
    expect(touchesBetween(days(), after).sort()).toEqual(['b.time', 'c.*', 'day2.title', 'n.*']);
  });
});
