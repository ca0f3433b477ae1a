// jsdom resolves nanoid (used by ics for ids we always set ourselves) to its ESM browser build.
jest.mock('nanoid', () => ({ nanoid: () => 'generated-id' }));

import { activityTypeOf } from '../activity-types';
import { budgetLabel } from '../budget';
import { tripCalendarEvents, tripCalendarFile, calendarFileName } from '../calendar/trip-calendar';
import { mapDaysOf, DAY_PALETTE, stopNumbersOf } from '../map/map-days';
import { shareLinks, shareText } from '../share/share-text';
import { durationText, pricePerNightText, stayLevelText, travelersText } from '../trip-text';

describe('budget labels', () => {
  // the planner form's names, so the trip says what the traveller chose
  it.each([
    [1, 'Budget-friendly'],
    [2, 'Economy'],
    [3, 'Mid-range'],
    [4, 'Upscale'],
    [5, 'Luxury'],
  ])('level %i is %s', (level, label) => expect(budgetLabel(level)).toBe(label));
  it('clamps out-of-range levels, and reads no number as the default', () => {
    expect(budgetLabel(0)).toBe('Budget-friendly');
    expect(budgetLabel(9)).toBe('Luxury');
    expect(budgetLabel(Number.NaN)).toBe('Mid-range');
  });
});

describe('activity types', () => {
  it('keeps a given type', () => expect(activityTypeOf('shopping', 'Anything')).toBe('shopping'));
  it('infers a missing or other type from the title', () => {
    expect(activityTypeOf('other', 'Dinner near the river')).toBe('meal');
    expect(activityTypeOf(null, 'Check-in at the hotel')).toBe('lodging');
    expect(activityTypeOf('other', 'Train to Nara')).toBe('transportation');
    expect(activityTypeOf('', 'Nishiki Market')).toBe('shopping');
    expect(activityTypeOf('other', 'Fushimi Inari Shrine')).toBe('sightseeing');
    expect(activityTypeOf('other', 'Funaoka Onsen')).toBe('other');
  });
});

describe('wordings', () => {
  it('formats prices in whole units, US-style', () => {
    expect(pricePerNightText(180.6, 'EUR')).toBe('€181');
    expect(pricePerNightText(95000, 'KRW')).toBe('₩95,000');
    expect(pricePerNightText(1234, 'USD')).toBe('$1,234');
    expect(pricePerNightText(80, 'NOT A CURRENCY')).toBe('$80');
  });

  it("labels a stay's budget level beside the trip's (check 17)", () => {
    expect(stayLevelText(3, 3)).toBe('Mid-range · your budget');
    expect(stayLevelText(4, 3)).toBe('Upscale · a step up');
    expect(stayLevelText(1, 2)).toBe('Budget-friendly · a step down');
    expect(stayLevelText(5, undefined)).toBe('Luxury');
    expect(stayLevelText(null, 3)).toBe('');
  });
  it('formats durations and travellers', () => {
    expect(durationText(45)).toBe('45 min');
    expect(durationText(60)).toBe('1 h');
    expect(durationText(150)).toBe('2 h 30 min');
    expect(travelersText('1')).toBe('1 traveler');
    expect(travelersText('3-4')).toBe('3-4 travelers');
    expect(travelersText('5+')).toBe('5+ travelers');
    expect(travelersText('2 adults')).toBe('2 adults');
  });
});

describe('share text', () => {
  const trip = { title: 'Kyoto trip itinerary', destination: 'Kyoto', country: 'Japan', activities: ['A', 'B', 'C', 'D'], url: 'https://example.test/trip/1' };
  it('lists at most three activities', () => {
    expect(shareText(trip)).toBe('Check out my trip to Kyoto, Japan!\n\nHighlights:\n• A\n• B\n• C');
  });
  it('links to Email, Twitter, Facebook and WhatsApp', () => {
    const links = shareLinks(trip);
    expect(links.map((l) => l.label)).toEqual(['Email', 'Twitter', 'Facebook', 'WhatsApp']);
    expect(links[0].href.startsWith('mailto:?subject=Kyoto%20trip%20itinerary')).toBe(true);
    expect(links[2].href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.test%2Ftrip%2F1');
  });
});

describe('map days', () => {
  it('gives each activity with a place its stop number, as the map numbers its pins', () => {
    const activities = [{ location: { lat: 38.7, lng: -9.1 } }, { location: null }, { location: { lat: 91, lng: 0 } }, { location: { lat: 38.71, lng: -9.2 } }, {}];
    expect(stopNumbersOf(activities)).toEqual([1, null, null, 2, null]);
  });

  it('gives an activity at the very spot of the one before (a rest break after a stop) that stop’s pin, not a second one', () => {
    const stop = { title: 'Labadi Beach', location: { lat: 5.56, lng: -0.15 } };
    const rest = { title: 'Rest break', location: { lat: 5.56, lng: -0.15 } };
    const next = { title: 'Makola Market', location: { lat: 5.55, lng: -0.21 } };
    expect(stopNumbersOf([stop, rest, next])).toEqual([1, 1, 2]);
    // a lunch eaten at the stop before visiting it: the pin is named for the place
    const lunch = { title: 'Lunch near Labadi Beach', type: 'meal', time: '11:30', location: { lat: 5.56, lng: -0.15 } };
    expect(mapDaysOf([{ day: 1, title: 'Day 1', activities: [lunch, { ...stop, time: '12:35' }, rest] }])[0].stops).toEqual([{ number: 1, title: 'Labadi Beach', time: '12:35', lat: 5.56, lng: -0.15 }]);
    expect(mapDaysOf([{ day: 1, title: 'Day 1', activities: [stop, rest, next] }])[0].stops.map((s) => [s.number, s.title])).toEqual([
      [1, 'Labadi Beach'],
      [2, 'Makola Market'],
    ]);
  });

  it('numbers each day’s located stops and cycles 8 colours', () => {
    const itinerary = Array.from({ length: 9 }, (_, i) => ({
      day: i + 1,
      title: `Day ${i + 1}`,
      activities: [
        { title: 'No place', location: null },
        { title: 'A', time: '09:00', location: { lat: 35, lng: 135 } },
        { title: 'B', location: { lat: 35.1, lng: 135.1 } },
      ],
    }));
    const days = mapDaysOf(itinerary);
    expect(days[0].stops.map((s) => [s.number, s.title])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
    expect(days[0].color).toBe(DAY_PALETTE[0]);
    expect(days[8].color).toBe(DAY_PALETTE[0]);
    expect(new Set(days.slice(0, 8).map((d) => d.color)).size).toBe(8);
  });
});

describe('calendar file', () => {
  const trip = {
    uuid: 'abc',
    destination: 'Kyoto',
    country: 'Japan',
    startDate: '2027-04-02',
    itinerary: [
      { day: 1, activities: [{ title: 'Temple, early', description: 'Quiet; before crowds', time: '09:00', duration: 90, address: '1 Temple Rd', type: 'sightseeing' }] },
      { day: 2, activities: [{ title: 'Free time', description: 'Rest', time: null, duration: 60, address: null, type: 'other' }] },
    ],
  };
  it('has no events without dates', () => expect(tripCalendarEvents({ ...trip, startDate: null })).toEqual([]));
  it('writes floating local times (no Z, no TZID) on the right days', async () => {
    const ics = await tripCalendarFile(trip);
    expect(ics).toContain('DTSTART:20270402T090000\r\n');
    expect(ics).toContain('DURATION:PT90M');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270403');
    expect(ics).toContain('SUMMARY:Temple\\, early');
    expect(ics).not.toMatch(/DTSTART:[0-9T]+Z/);
    expect(ics).not.toContain('TZID');
  });
  it('names the file after the destination', () => expect(calendarFileName('São Paulo')).toBe('sao-paulo-itinerary.ics'));
});
