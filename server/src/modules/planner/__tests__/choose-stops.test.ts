import { INTERESTS } from '../../guide/index.js';
import { chooseLegs } from '../choose-legs.js';
import { chooseStops, offInterestAllowed, rankCandidates, reserveInterests } from '../choose-stops.js';
import { seededRandom } from '../random.js';
import { readTraveller } from '../traveller.js';
import { tripCalendar } from '../trip-length.js';
import { destination, planRequest } from './planner.fixture.js';

function candidatesFor(id: string, activities: string[], extra = {}) {
  const request = planRequest(id, { activities, ...extra });
  const traveller = readTraveller(request);
  const calendar = tripCalendar(request);
  const legs = chooseLegs(destination(id), calendar.dayCount, traveller);
  const candidates = rankCandidates(legs, calendar.weekdays, { traveller, latitude: destination(id).lat, random: seededRandom(7) });
  return { traveller, candidates, reserved: reserveInterests(candidates, traveller, calendar.dayCount) };
}

describe('choosing stops', () => {
  it.each(['paris', 'kyoto', 'new-york', 'phuket'])('reserves a stop for every one of the 19 interests in %s', (id) => {
    const { reserved } = candidatesFor(id, [...INTERESTS], { duration: '10 days' });
    for (const interest of INTERESTS) expect(reserved.some((candidate) => candidate.place.interests.includes(interest))).toBe(true);
  });

  it('keeps the reserved stops, never repeats a place and spreads categories', () => {
    const { candidates, reserved } = candidatesFor('paris', ['Museums & Art', 'Nightlife']);
    const chosen = chooseStops(candidates, reserved, 20 * 60);
    expect(chosen).toEqual(expect.arrayContaining(reserved));
    expect(new Set(chosen.map((candidate) => candidate.place.id)).size).toBe(chosen.length);
    const museums = chosen.filter((candidate) => candidate.place.category === 'museum').length;
    expect(museums).toBeLessThan(chosen.length / 2);
  });

  it('leaves out places closed on every day of a dated trip', () => {
    // 2025-06-10 is a Tuesday: the Louvre is closed all day.
    const { candidates } = candidatesFor('paris', ['Museums & Art'], { duration: '1 day' });
    expect(candidates.some((candidate) => candidate.place.id === 'louvre-museum')).toBe(true);
    const request = planRequest('paris', { activities: ['Museums & Art'] }, { startDate: '2025-06-10', endDate: '2025-06-10' });
    const traveller = readTraveller(request);
    const calendar = tripCalendar(request);
    const dated = rankCandidates(chooseLegs(destination('paris'), 1, traveller), calendar.weekdays, { traveller, latitude: 48.8, random: seededRandom(1) });
    expect(dated.some((candidate) => candidate.place.id === 'louvre-museum')).toBe(false);
  });

  it('prefers kid-friendly places for families', () => {
    const { candidates } = candidatesFor('paris', [], { travelers: 'family of 4' });
    const top = candidates.slice(0, 10);
    expect(top.every((candidate) => candidate.place.kidFriendly)).toBe(true);
  });

  it('takes relevant places first whatever their category, and off-interest ones only within check 14’s share (one per four)', () => {
    const { candidates, reserved } = candidatesFor('kyoto', ['Historical Sites', 'Photography'], { travelers: '2 adults', duration: '5 days' });
    const chosen = chooseStops(candidates, reserved, 25 * 60);
    expect(chosen.every((candidate) => candidate.relevant)).toBe(true);
    expect(chosen.some((candidate) => candidate.place.category === 'kids')).toBe(false);
    // Far more minutes than Kyoto's relevant places hold: the rest stays within the share, then walks.
    const all = chooseStops(candidates, reserved, 400 * 60);
    const sights = all.filter((candidate) => candidate.score > -50);
    const off = sights.filter((candidate) => !candidate.relevant).length;
    expect(off).toBeGreaterThan(0);
    expect(off).toBeLessThanOrEqual((sights.length - off) / 4);
    expect(offInterestAllowed(4, 0)).toBe(true);
    expect(offInterestAllowed(4, 1)).toBe(false);
  });
});
