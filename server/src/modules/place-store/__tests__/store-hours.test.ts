/**
 * OpenStreetMap opening hours read for the days of a trip, in the destination's own time zone
 * and at its own coordinates: seasons, public holidays and the sun are honoured, and hours that
 * cannot be read are "unknown", never "open".
 */
import { weeklyHoursFor, zoneOffsetMinutes, type HoursSetting } from '../store-hours.js';

const MONACO: HoursSetting = { lat: 43.7311, lng: 7.4198, countryCode: 'MC', timezone: 'Europe/Monaco', firstDate: '2026-12-05' };
const PALACE = '10:00-18:00; Jul,Aug 10:00-19:00; Oct 17-Mar 25 off';
const CLOSED_ALL_WEEK = { mo: [], tu: [], we: [], th: [], fr: [], sa: [], su: [] };
const everyDay = (interval: [number, number]) => ({ mo: [interval], tu: [interval], we: [interval], th: [interval], fr: [interval], sa: [interval], su: [interval] });

describe('opening hours for the week of a trip', () => {
  test('a seasonal rule: the palace is shut in December and open longer in August', () => {
    const [december] = weeklyHoursFor([PALACE], MONACO);
    const [august] = weeklyHoursFor([PALACE], { ...MONACO, firstDate: '2027-08-02' });
    expect(december).toEqual(CLOSED_ALL_WEEK);
    expect(august).toEqual(everyDay([600, 1140]));
  });

  test("a public holiday of the destination's country closes the place that day (8 December, a Tuesday, in Monaco)", () => {
    const [hours] = weeklyHoursFor(['Mo-Fr 09:00-17:00; PH off'], MONACO);
    expect(hours!.tu).toEqual([]);
    expect(hours!.mo).toEqual([[540, 1020]]);
  });

  test('an opening past midnight is split at midnight', () => {
    const [casino] = weeklyHoursFor(['14:00-04:00'], MONACO);
    expect(casino!.sa).toEqual([
      [0, 240],
      [840, 1440],
    ]);
  });

  test("sunset is the place's own, in the destination's local time", () => {
    const [monaco] = weeklyHoursFor(['sunrise-sunset'], MONACO);
    // Monaco in early December: sunrise near 07:50, sunset near 16:53 local time.
    const [sunrise, sunset] = monaco!.sa[0];
    expect(Math.abs(sunrise - (7 * 60 + 50))).toBeLessThanOrEqual(10);
    expect(Math.abs(sunset - (16 * 60 + 53))).toBeLessThanOrEqual(10);
    // Tromsø in the polar night has no sunrise to read: unknown, never open.
    const [tromso] = weeklyHoursFor(['sunrise-sunset'], { lat: 69.6492, lng: 18.9553, countryCode: 'NO', timezone: 'Europe/Oslo', firstDate: '2026-12-05' });
    expect(tromso).toBeUndefined();
    // The same rule read in another time zone would be shifted: the zone is the destination's, not the server's.
    const [readInTokyo] = weeklyHoursFor(['sunrise-sunset'], { ...MONACO, timezone: 'Asia/Tokyo' });
    expect(readInTokyo!.sa[0][0]).not.toBe(sunrise);
  });

  test('missing, unreadable or only-commented hours are unknown', () => {
    expect(weeklyHoursFor([undefined, 'whenever we like', '"by appointment"', 'Mo-Fr 10:00+'], MONACO)).toEqual([undefined, undefined, undefined, undefined]);
  });

  test("a zone's offset is read for the date, summer time included", () => {
    expect(zoneOffsetMinutes('Europe/Monaco', new Date('2026-12-05T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Monaco', new Date('2027-07-10T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2026-12-05T12:00:00Z'))).toBe(330);
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-12-05T12:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('UTC', new Date('2026-12-05T12:00:00Z'))).toBe(0);
  });
});
