/**
 * The sentence the home chat confirms a trip with, built only from the generation request it
 * sends, so what the traveller reads is what the trip gets (issue 17, item 4).
 */
import dayjs from 'dayjs';
import { durationDays } from './extract-duration.js';
import { PACES, type Pace } from './extract-style.js';
import { RELAXATION, SIGHTSEEING } from './interest-words.js';
import type { TripRequest } from './offline-assistant.types.js';
import { budgetWords, datesWords, interestsWords, travellersWords } from './trip-words.js';

/** "5-day Kyoto itinerary for two travellers from 1 April to 5 April 2027, covering the main sights, with a mid-range budget." */
export function tripSentence(request: TripRequest): string {
  const { preferences, startDate, endDate } = request;
  const dated = startDate && endDate ? { startDate, endDate } : undefined;
  const days = dated ? dayjs(dated.endDate).diff(dated.startDate, 'day') + 1 : durationDays(preferences.duration);
  const length = days === undefined ? '' : `${days}-day `;
  const when = dated ? ` ${datesWords(dated)}` : '';
  const pace = PACES.find((style: Pace) => preferences.travelStyle.includes(style));
  // A relaxed pace brings the Relaxation activity with it; the pace already says so.
  const interests = preferences.activities.filter((activity) => !(pace === 'Relaxed' && activity === RELAXATION));
  const focus = interests.length === 0 || (interests.length === 1 && interests[0] === SIGHTSEEING) ? 'covering the main sights' : `focused on ${interestsWords(interests)}`;
  const paceWords = pace ? ` at a ${pace.toLowerCase()} pace` : '';
  return `${length}${request.destination} itinerary for ${travellersWords(preferences.travelers)}${when}, ${focus}${paceWords}, ${budgetWords(preferences.budgetLevel)}.`;
}
