/**
 * Questions put to the trip assistant ("what is the weather like in December?", "is the
 * Oceanário open on Mondays?", "how far is Belém from Alfama?") get an answer and never a
 * change: the answer comes from the trip and the offline guide, and says plainly what it cannot
 * know offline (live weather, today's opening hours). A question phrased as a request ("can we
 * go to Madrid instead?") is a request.
 */
import dayjs from 'dayjs';
import { distanceKm, parseWeeklyHours, WEEKDAYS } from '../guide/index.js';
import { normaliseName, normaliseText } from './normalise.js';
import { listOf } from './phrases.js';
import type { CurrentTrip } from './trip-context.js';
import type { GuideFacts } from './offline-assistant.types.js';

const REQUEST_OPENER = /^(?:(?:can|could|would|will|cant|couldnt) (?:you|we|u)|(?:what|how) about|what if|why dont (?:you|we)|why not|lets|please|i want|we want|i would like|wed like|id like)\b/;
const QUESTION_OPENER = /^(?:what|whats|how|hows|is|isnt|are|arent|was|were|when|whens|where|wheres|which|who|whos|why|should|shall i|do|does|did|will (?:it|there|i|the)|would (?:it|i)|am i|can i|may i|any (?:tips?|ideas?|advice)|tell me about|i wonder|do you know)\b/;

/** The sentences of a message, each with its closing punctuation. */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? []).map((sentence) => sentence.trim()).filter(Boolean);
}

/** Whether a sentence asks for information rather than for a change. */
export function isQuestion(sentence: string): boolean {
  const normalised = normaliseText(sentence).replace(/^(?:hi|hello|hey|ok|okay|so|and|also|oh|um|quick question)\b\s*,?\s*/, '');
  if (REQUEST_OPENER.test(normalised)) return false;
  return QUESTION_OPENER.test(normalised);
}

interface NamedPlace {
  name: string;
  hours?: string;
  description?: string;
  lat?: number;
  lng?: number;
  /** the itinerary days it is on */
  days: number[];
}

const WEATHER = /\b(?:weather|climate|temperatures?|hot|cold|warm|rain\w*|sunny|sun|snow\w*|humid\w*|degrees|season|forecast)\b/;
const WEAR = /\b(?:wear|pack|bring|dress|clothes|clothing|jacket|coat|umbrella|shoes|sunscreen)\b/;
const BEST_TIME = /\b(?:best time|when (?:to|should (?:i|we)) (?:go|visit|travel)|good time|worth going in)\b/;
const OPEN = /\b(?:open\w*|close[sd]?|closing|hours|shut)\b/;
const FAR = /\b(?:how far|far (?:is|from|away)|distance|how long (?:does it take|to get|is the (?:walk|trip|ride))|walk(?:ing|able)? (?:from|to|distance)|get (?:there|from))\b/;
const WHAT_IS = /\b(?:what (?:is|s|are)|whats|tell me about|what do you know about|worth (?:it|a visit|visiting|seeing|going))\b/;
const SHOULD = /^(?:should|shall) (?:i|we)\b/;

/** Words too common to name a place on their own. */
const WEAK_WORDS = new Set(['museum', 'tower', 'palace', 'park', 'market', 'church', 'monastery', 'national', 'garden', 'walk', 'lunch', 'dinner', 'sunset', 'visit', 'trip', 'day', 'the', 'and', 'at', 'of', 'de', 'da', 'do', 'dos', 'das', 'in', 'to']);
/** English words in a question and the starts of the local names they stand for. */
const LOCAL = { aquarium: ['ocean', 'aquar'], castle: ['castel'], monastery: ['mosteir'], tower: ['torre'] } as Record<string, string[]>;

export function answerQuestion(sentence: string, trip: CurrentTrip, facts: GuideFacts | undefined): string {
  const text = normaliseText(sentence);
  const where = facts?.name ?? trip.destination;
  const places = mentionedPlaces(text, trip, facts);
  if (FAR.test(text)) return distanceAnswer(places, facts);
  if (OPEN.test(text) && places.length > 0) return hoursAnswer(places[0], trip, text);
  if (WEAR.test(text)) return `${climate(facts, where, trip)}${packingTips(facts)}`;
  if (WEATHER.test(text) || BEST_TIME.test(text)) return climate(facts, where, trip);
  if (places.length > 0 && (WHAT_IS.test(text) || SHOULD.test(text))) return placeAnswer(places[0], SHOULD.test(text));
  const day = /\bday (\d{1,2})\b/.exec(text);
  if (day) return dayAnswer(Number(day[1]), trip);
  if (SHOULD.test(text)) return `That's your call, and I can't judge it for you. If you'd like a change, tell me what (for example "make day 2 more relaxed" or "make it cheaper") and I'll propose it for you to review.`;
  return `I can't answer that from my offline guide, and I have no live information (weather forecasts, prices, bookings). I can tell you the best time to visit ${where}, usual opening hours, how far apart two stops are and what a place is, and change the trip when you ask.`;
}

/** "Is day 3 too much?": what the day holds, and how to ask for a lighter one. */
function dayAnswer(day: number, trip: CurrentTrip): string {
  const stops = trip.itinerary.find((entry) => entry.day === day)?.activities;
  if (!stops) return `The trip has no day ${day}.`;
  const list = listOf(stops.map((stop) => `"${stop}"`));
  return `Day ${day} has ${stops.length === 1 ? 'one stop' : `${stops.length} stops`}: ${list}. If it feels like too much, say "make day ${day} more relaxed" and I'll propose a lighter day.`;
}

function climate(facts: GuideFacts | undefined, where: string, trip: CurrentTrip): string {
  const when = trip.dates ? ` Your trip is in ${dayjs(trip.dates.startDate).format('MMMM')}.` : '';
  if (!facts) return `I can't see weather forecasts, and my offline guide has no climate notes for ${where || 'this destination'}.${when}`;
  return `I can't see live forecasts, but my guide says this about ${where}: ${facts.bestTimeToVisit}${when}`;
}

function packingTips(facts: GuideFacts | undefined): string {
  const tips = (facts?.travelTips ?? []).filter((tip) => /\b(?:wear|shoes|dress|cover|layers?|sunscreen|umbrella|jacket|modest)\b/i.test(tip));
  return tips.length > 0 ? ` A tip from the guide: ${tips.join(' ')}` : '';
}

const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function hoursAnswer(place: NamedPlace, trip: CurrentTrip, text: string): string {
  const onDays = place.days.length > 0 ? ` It is on day ${place.days.join(' and day ')} of your plan.` : '';
  if (!place.hours) return `My guide has no opening hours for ${place.name}, and I can't check live hours, so please confirm with the venue.${onDays}`;
  const weekly = parseWeeklyHours(place.hours);
  const askedDay = WEEKDAY_NAMES.findIndex((name) => new RegExp(`\\b${name}s?\\b`).test(text));
  const weekdayNote = askedDay < 0 ? '' : ` That means it is usually ${weekly[WEEKDAYS[askedDay]].length > 0 ? 'open' : 'closed'} on ${capitalised(WEEKDAY_NAMES[askedDay])}s.`;
  let dayNote = '';
  const day = place.days[0];
  if (trip.dates && day !== undefined) {
    const date = dayjs(trip.dates.startDate).add(day - 1, 'day');
    const weekday = WEEKDAYS[(date.day() + 6) % 7];
    const open = weekly[weekday].length > 0;
    dayNote = ` Day ${day} is ${date.format('dddd D MMMM')}, when it is usually ${open ? 'open' : 'closed'}.`;
  }
  return `My guide gives ${place.name}'s usual hours as ${place.hours}.${weekdayNote} I can't check live or holiday closures, so confirm before you go.${onDays}${dayNote}`;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function distanceAnswer(places: NamedPlace[], facts: GuideFacts | undefined): string {
  const located = places.filter((place) => place.lat !== undefined && place.lng !== undefined);
  const centre = facts ? { name: `the centre of ${facts.name}`, lat: facts.lat, lng: facts.lng } : undefined;
  const [from, to] = located.length >= 2 ? located : located.length === 1 && centre ? [located[0], centre] : [];
  if (!from || !to) return "I can only give distances between places my guide knows; tell me the two places, for example \"how far is Belém Tower from the Oceanário?\".";
  const km = distanceKm({ lat: from.lat!, lng: from.lng! }, { lat: to.lat!, lng: to.lng! });
  return `${from.name} is about ${km < 10 ? km.toFixed(1) : Math.round(km)} km from ${to.name} as the crow flies; the way there is longer. I can't check live transport.`;
}

function placeAnswer(place: NamedPlace, advice: boolean): string {
  const onDays = place.days.length > 0 ? `on day ${place.days.join(' and day ')} of your plan` : 'not in your plan';
  const about = place.description ? `${place.name}: ${place.description} It is ${onDays}.` : `"${place.name}" is ${onDays}; my guide has no notes on it.`;
  const choice = advice ? (place.days.length > 0 ? ` Whether to keep it is your call; say "remove ${place.name}" and I'll propose taking it out.` : ` Whether to go is your call; say "add ${place.name} to day 2" and I'll propose it.`) : '';
  return `${about}${choice}`;
}

/** Words too common to tell places apart: the fixed ones and those in three or more of the guide's place names ("Lisboa", "Miradouro"). */
function weakWordsOf(facts: GuideFacts | undefined): Set<string> {
  const counts = new Map<string, number>();
  for (const place of facts?.places ?? []) for (const word of new Set(normaliseName(place.name).split(' '))) counts.set(word, (counts.get(word) ?? 0) + 1);
  return new Set([...WEAK_WORDS, ...[...counts].filter(([, count]) => count >= 3).map(([word]) => word)]);
}

/** Guide places and itinerary stops the question names, the best named first. */
function mentionedPlaces(text: string, trip: CurrentTrip, facts: GuideFacts | undefined): NamedPlace[] {
  const weak = weakWordsOf(facts);
  const overlaps = (activity: string, name: string) => sharesTellingWord(activity, name, weak);
  const asked = text.split(' ').filter((word) => word.length >= 4);
  const wordMatches = (word: string) =>
    asked.some((typed) => typed === word || (typed.length >= 5 && word.startsWith(typed.slice(0, Math.max(5, typed.length - 2)))) || (LOCAL[typed.replace(/s$/, '')] ?? []).some((stem) => word.startsWith(stem)));
  const daysOf = (name: string) => trip.itinerary.filter((entry) => entry.activities.some((activity) => overlaps(activity, name))).map((entry) => entry.day);
  const candidates: NamedPlace[] = [
    ...(facts?.places ?? []).map((place) => ({ ...place, days: daysOf(place.name) })),
    ...trip.itinerary.flatMap((entry) => entry.activities.map((activity) => ({ name: activity, days: [entry.day] }))),
  ];
  const scored = candidates
    .map((place) => {
      const words = [...new Set(normaliseName(place.name).split(' '))].filter((word) => word.length > 2);
      const hits = words.filter(wordMatches);
      return { place, hits, score: hits.reduce((sum, word) => sum + (weak.has(word) ? 0.4 : 1), 0) };
    })
    .filter(({ score }) => score >= 1)
    .sort((a, b) => b.score - a.score);
  const chosen: typeof scored = [];
  for (const candidate of scored) {
    if (chosen.some((taken) => candidate.hits.every((hit) => taken.hits.includes(hit)))) continue;
    // an itinerary stop the guide already named ("Belém Tower" beside "Torre de Belém")
    if (candidate.place.lat === undefined && chosen.some((taken) => overlaps(candidate.place.name, taken.place.name) || (taken.place.days.includes(candidate.place.days[0]) && taken.hits.some((hit) => candidate.hits.includes(hit))))) continue;
    chosen.push(candidate);
  }
  return chosen.map(({ place }) => place);
}

/** Whether an itinerary stop and a guide place share a telling word ("Visit the Oceanário" and "Oceanário de Lisboa"). */
function sharesTellingWord(activity: string, name: string, weak: ReadonlySet<string>): boolean {
  const words = new Set(normaliseName(activity).split(' '));
  return normaliseName(name)
    .split(' ')
    .some((word) => word.length > 3 && !weak.has(word) && words.has(word));
}
