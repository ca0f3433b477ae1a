/**
 * "10 nights" used to be 11 days to the planner, 10 to the request check and 11 to the home
 * chat's parser. All three now read the duration through @odyssey/domain and agree.
 */
import { MAX_TRIP_DAYS, readDuration } from '@odyssey/domain';
import { durationDays, extractDuration } from '../../rule-assistant/index.js';
import { tripCalendar, type TravelPreferences } from '../../planner/index.js';
import { checkTripRequest } from '../steps/understand.js';
import type { GenerateTripInput } from '../generate-trip.inputs.js';

const request = (duration: string) => ({ destination: 'Lisbon', country: 'Portugal', preferences: { duration } }) as unknown as GenerateTripInput;

describe('"10 nights" is one length on every path', () => {
  it('is 11 days to the domain, the planner, the home chat parser and the model-output reader', () => {
    expect(readDuration('10 nights')).toBe(11);
    expect(tripCalendar({ preferences: { duration: '10 nights' } as TravelPreferences }).dayCount).toBe(11);
    expect(extractDuration('we want 10 nights in Lisbon')?.days).toBe(11);
    expect(durationDays('10 nights')).toBe(11);
  });

  it('is checked against the limit by the same reading: 29 nights pass, 30 nights are 31 days and refused', () => {
    expect(() => checkTripRequest(request(`${MAX_TRIP_DAYS - 1} nights`))).not.toThrow();
    expect(() => checkTripRequest(request(`${MAX_TRIP_DAYS} nights`))).toThrow(/at most 30 days/);
  });
});
