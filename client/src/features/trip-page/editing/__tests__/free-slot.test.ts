import { freeSlotTime, minutesOfDay } from '../free-slot';

const visit = (time: string, duration: number) => ({ type: 'sightseeing', time, duration });
const meal = (time: string, duration: number) => ({ type: 'meal', time, duration });

describe('minutesOfDay', () => {
  test.each([
    ['09:30', 570],
    ['9:05', 545],
    ['23:30', 1410],
    ['9:15 pm', 1275],
    ['12:45 AM', 45],
    ['11.30', 690],
  ])('%s is %i minutes after midnight', (text, minutes) => expect(minutesOfDay(text)).toBe(minutes));

  test.each([[null], [undefined], [''], ['Morning'], ['25:00'], ['10:75'], ['13:00 pm']])('%s is no time', (text) => expect(minutesOfDay(text)).toBeUndefined());
});

describe('freeSlotTime', () => {
  // a planned day as the offline planner writes it: visits, lunch, visits, dinner
  const planned = [visit('09:00', 120), visit('11:15', 75), meal('12:45', 75), visit('14:15', 120), visit('16:30', 60), meal('18:55', 90)];

  test("goes after the day's last visit, before dinner, not an hour after dinner starts", () => {
    expect(freeSlotTime(planned, 60)).toBe('17:30');
  });

  test('never overlaps: when the time before dinner is too short it takes the first gap long enough', () => {
    expect(freeSlotTime(planned, 90)).toBe('20:25');
    expect(freeSlotTime([visit('10:00', 60), visit('13:00', 240), meal('17:30', 90)], 60)).toBe('11:00');
    expect(freeSlotTime([visit('09:00', 60), visit('10:30', 180), meal('13:30', 60), visit('14:30', 570)], 30)).toBe('10:00');
  });

  test('rounds up to 5 minutes, ignores activities with no clock time, and an empty day starts at 09:00', () => {
    expect(freeSlotTime([visit('09:00', 62), { type: 'other', time: 'Evening', duration: 60 }], 60)).toBe('10:05');
    expect(freeSlotTime([], 60)).toBe('09:00');
    expect(freeSlotTime([{ type: 'other', time: null, duration: 60 }], 60)).toBe('09:00');
  });

  test('a day with no room before midnight gets no time', () => {
    expect(freeSlotTime([visit('00:00', 24 * 60)], 60)).toBeUndefined();
    expect(freeSlotTime([visit('09:00', 60), meal('10:00', 830)], 30)).toBeUndefined();
  });
});
