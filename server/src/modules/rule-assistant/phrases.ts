/**
 * The assistant's words. Each reply picks among a few phrasings by a seed taken from the
 * conversation, so the same conversation always gets the same reply and different ones read
 * less alike. A ready reply holds exactly one of READY_TO_CREATE_PHRASES, which the client
 * watches for before it generates the trip; no other reply holds any of them.
 */

/** The client starts generating when a home-chat reply contains one of these (docs/product/traveller.md, section 4). */
export const READY_TO_CREATE_PHRASES = ["I'm ready to create your", 'I have everything I need to create your', "Everything's set to create your"] as const;

/** One of the choices, by seed; `salt` keeps two picks from one seed from moving in step. */
export function pick<T>(choices: readonly T[], seed: number, salt = 0): T {
  const mixed = Math.imul(seed ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
  return choices[mixed % choices.length];
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export const GREETINGS = [
  "Hi! I'm your trip planner. Tell me where you'd like to go and for how long, and I'll plan it day by day.",
  "Hello! Where are you dreaming of going, and for how many days? I'll put together a day-by-day plan.",
  "Hi there! Describe the trip you have in mind (where, how long, who's coming, what you enjoy) and I'll plan it.",
];

export const ACKNOWLEDGEMENTS = ['Lovely!', 'Great choice!', 'Sounds wonderful!', 'Nice!', 'Perfect.', 'Good pick!'];

/** For a message that names no place: nothing was picked yet to praise. */
export const ACKNOWLEDGEMENTS_BEFORE_A_PLACE = ['Lovely!', 'Sounds wonderful!', 'Nice!', 'Perfect.', 'Happy to help.'];

export const ASK_DESTINATION = [
  'Where would you like to go?',
  'Which city or country do you have in mind?',
  'Where are you thinking of going?',
];

export const ASK_LENGTH = [
  'How many days would you like, or do you have dates in mind?',
  'How long is the trip? A number of days or your dates both work.',
  'When are you going, or for how many days?',
];

export const ASK_PARTY = ["Who's coming along: just you, a couple, family or friends?", 'Are you travelling solo, as a couple, with family or with friends?', 'How many of you are going?'];

export const ASK_INTERESTS = ['What do you enjoy most: food, museums, nature, nightlife, beaches...?', "Anything you especially love, like food, history, art or the outdoors? I'll plan around it.", 'What kind of things do you like to do when you travel?'];

export const OFFLINE_HONESTY = [
  'Offline I can only plan destinations my guide covers.',
  "My offline guide doesn't cover it yet, so I can't plan it here.",
  "It isn't in my offline guide, and I can only plan the destinations the guide covers.",
];

/** What travellers ask for that an offline planner cannot do: bookings, live prices, weather. */
const IMPOSSIBLE_REQUEST = /\b(?:flights?|book(?:ing)?|reserv(?:e|ation)|tickets? prices?|live prices?|availability|weather|forecast|visas?|exchange rates?|car hire|insurance)\b/;

/** Whether normalised text asks for something CANT_DO answers. */
export function asksTheImpossible(normalised: string): boolean {
  return IMPOSSIBLE_REQUEST.test(normalised);
}

export const CANT_DO =
  "I can't book flights or hotels, or check live prices, availability or weather; I plan the days themselves (sights, meals and stays) from my offline guide.";

export const DEFAULTS_NOTE = ['You can fine-tune everything after it is generated.', 'You can change anything on the trip page afterwards.', 'You can still adjust it once it is ready.'];

export const NOT_UNDERSTOOD_TRIP = [
  "I'm not sure what to change there.",
  "Sorry, I didn't catch a change I can make from that.",
  "I couldn't work out what you'd like to change.",
];

export const TRIP_ABILITIES =
  'I can answer questions about the trip from my guide (the best time to go, opening hours, distances), make the trip cheaper or more luxurious, more relaxed or more packed, add or drop interests ("add more nature", "no museums"), change the destination, the dates ("move it to 10-14 June") or the length ("make it 3 days longer"), and edit days ("swap day 2 and 3", "add a cooking class on day 3", "make day 1 more relaxed", "remove the museum").';

export const WIZARD_NOTE = [
  "I've put this into the trip preferences so you can review it and generate the new plan.",
  'Check the preferences I filled in, then generate the updated trip.',
  'Have a look at the updated preferences and generate when you are happy.',
];
