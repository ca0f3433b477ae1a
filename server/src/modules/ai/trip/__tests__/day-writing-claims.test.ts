/**
 * A model's words for a day may not state times, opening hours or prices the plan does not:
 * each is a problem for the repair round, and words that keep one are not used.
 */
import type { ItineraryDay } from '@odyssey/domain';
import { namesMentioned } from '../../../place-store/index.js';
import { dayWritingProblems } from '../day-writing.js';

const day: ItineraryDay = {
  day: 1,
  title: 'Belém and the river',
  description: 'Monuments by the water.',
  activities: [
    { time: '09:30', type: 'sightseeing', title: 'Torre de Belém', description: 'x', duration: 45 },
    { time: '13:25', type: 'meal', title: 'Lunch at Pão Pão Queijo Queijo', description: 'x', duration: 60 },
  ],
} as ItineraryDay;

const problemsOf = (title: string, description: string) => dayWritingProblems({ days: [{ day: 1, title, description }] }, [day]);

test('words without times, hours or prices pass', () => {
  expect(problemsOf('Belém by the river', 'A morning at the tower, then lunch nearby.')).toEqual([]);
});

test('a time of that day’s plan may be stated; any other may not', () => {
  expect(problemsOf('Belém from 09:30', 'Lunch at 13:25.')).toEqual([]);
  expect(problemsOf('Louvre at 03:00', 'A morning in Belém.')).toEqual(['day 1: "03:00" is not a time of that day\'s plan; leave times to the plan']);
  expect(problemsOf('Belém', 'Start at 9 am.')).toEqual(['day 1: "9 am" is not a time of that day\'s plan; leave times to the plan']);
});

test('opening claims and prices are the plan’s to state', () => {
  expect(problemsOf('Belém', 'The tower is open on Tuesdays.')).toEqual(['day 1: say nothing about opening hours; the plan has them']);
  expect(problemsOf('Belém', 'Tickets cost €10.')).toEqual(['day 1: give no prices; the plan has them']);
  expect(problemsOf('Belém', 'About 12 euros a head.')).toEqual(['day 1: give no prices; the plan has them']);
});

test('a well-known place of another destination is not one of the day’s', () => {
  const elsewhere = (text: string) => namesMentioned(text, ['Louvre Museum', 'Eiffel Tower', 'National Gallery', 'Mercado Central']).map((name) => `${name} (far away)`);
  const judged = (title: string, description: string) => dayWritingProblems({ days: [{ day: 1, title, description }] }, [day], elsewhere);
  expect(judged('Belém by the river', 'A morning at the tower, then on to the Louvre.')).toEqual(["day 1: Louvre Museum (far away) is not in this trip's destination; name only that day's own places"]);
  expect(judged('Eiffel Tower views', 'A morning in Belém.')).toEqual(["day 1: Eiffel Tower (far away) is not in this trip's destination; name only that day's own places"]);
  // Ordinary words shared with famous names ("National", "Central"), or a name not written as one, are not mentions.
  expect(judged('Central Belém', 'The National Coach Museum and the louvre-like light of the river.')).toEqual([]);
});
