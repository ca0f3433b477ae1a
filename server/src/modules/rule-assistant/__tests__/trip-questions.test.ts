import { currentTrip } from '../trip-context.js';
import { answerQuestion, isQuestion, sentencesOf } from '../trip-questions.js';
import { LISBON_TRIP } from './offline-assistant.cases.js';
import { lookups } from './real-lookups.js';

const trip = currentTrip(LISBON_TRIP);
const facts = lookups.guideFacts!('Lisbon', 'Portugal');
const answer = (question: string) => answerQuestion(question, trip, facts);

describe('isQuestion', () => {
  it.each(['what is the weather like in December?', 'What should I wear', 'Is the Oceanário open on Mondays?', 'how far is Belém from Alfama', 'Should we go to Porto instead?', 'Ok, when is the best time to go?'])(
    '%j asks for information',
    (text) => expect(isQuestion(text)).toBe(true),
  );
  it.each(['Can we go to Madrid instead?', 'Could you make it cheaper?', 'what about Porto?', 'make it cheaper', 'more museums?', 'Remove the Oceanário'])('%j asks for a change', (text) => expect(isQuestion(text)).toBe(false));
});

describe('sentencesOf', () => {
  it('splits a message at its sentence ends, keeping each question mark', () => {
    expect(sentencesOf('Is Pena Palace worth it? Also make it cheaper.')).toEqual(['Is Pena Palace worth it?', 'Also make it cheaper.']);
  });
});

describe('answerQuestion', () => {
  it("answers the weather from the guide's climate notes and says it has no forecast", () => {
    expect(answer('what is the weather like in December?')).toBe(
      `I can't see live forecasts, but my guide says this about Lisbon: ${facts!.bestTimeToVisit} Your trip is in June.`,
    );
  });

  it('answers what to wear with the climate and the guide’s tip on shoes', () => {
    expect(answer('What should I wear?')).toContain('Wear shoes with grip');
  });

  it("gives a stop's usual hours and whether it opens on the day it is planned", () => {
    expect(answer('is Jeronimos monastery open on day 2?')).toBe(
      "My guide gives Jerónimos Monastery's usual hours as Tu-Su 09:30-17:30; Mo off. I can't check live or holiday closures, so confirm before you go. It is on day 2 of your plan. Day 2 is Monday 2 June, when it is usually closed.",
    );
  });

  it('answers for a weekday asked about, and finds the stop only on its own day, not wherever "Lisboa" is', () => {
    const withMuseu = currentTrip({ ...LISBON_TRIP, dates: 'No dates specified', itinerary: [{ day: 1, activities: ['Museu de Lisboa'] }, ...LISBON_TRIP.itinerary.slice(1)] });
    expect(answerQuestion('Is the Oceanário open on Mondays?', withMuseu, facts)).toBe(
      "My guide gives Oceanário de Lisboa's usual hours as Mo-Su 10:00-19:00. That means it is usually open on Mondays. I can't check live or holiday closures, so confirm before you go. It is on day 5 of your plan.",
    );
  });

  it('gives the distance between two places the guide knows, by their English or local names', () => {
    expect(answer('How far is the aquarium from Belém Tower?')).toMatch(/^Torre de Belém is about 1\d km from Oceanário de Lisboa as the crow flies/);
  });

  it("describes a place from the guide and leaves a should-question to the traveller", () => {
    expect(answer('Should I skip the Oceanário?')).toMatch(/^Oceanário de Lisboa: .* It is on day 5 of your plan\. Whether to keep it is your call/);
  });

  it("says what a day holds when asked about it, and how to ask for a lighter one", () => {
    expect(answer('Is day 3 too much?')).toBe('Day 3 has 2 stops: "Day trip to Sintra" and "Pena Palace". If it feels like too much, say "make day 3 more relaxed" and I\'ll propose a lighter day.');
  });

  it('says honestly what it cannot answer offline, and without a guide says it has no notes', () => {
    expect(answer('Is there a good vegan restaurant?')).toMatch(/^I can't answer that from my offline guide/);
    expect(answerQuestion('will it rain?', trip, undefined)).toBe("I can't see weather forecasts, and my offline guide has no climate notes for Lisbon. Your trip is in June.");
  });
});
