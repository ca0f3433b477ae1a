/**
 * Random itinerary edits for co-editing tests (issue 22), from a seed: updates of random fields
 * of random activities, adds, moves and removes, each made on the trip as its editor last saw
 * it. Half the updates go to a few "busy" activities, so that two editors change the same field
 * without having seen each other's change, and the conflict rule has work to do.
 */
import type { Random } from '../../src/modules/planner/random.js';
import type { EditInput, ViewActivity, ViewDay } from './co-editor.js';

// The planner's own seeded source (mulberry32): the same seed gives the same edits.
export { seededRandom } from '../../src/modules/planner/random.js';

const TYPES = ['lodging', 'meal', 'transportation', 'sightseeing', 'shopping', 'other'];
const FIELDS = ['title', 'description', 'type', 'time', 'duration'] as const;
/** the first activities of the trip, which half the updates change */
const BUSY = 4;
/** below this many activities the trip gets no removes, and a day this full gets no adds (the server's limit is 30) */
const FEWEST_ACTIVITIES = 10;
const FULL_DAY = 25;

const whole = (random: Random, below: number) => Math.floor(random() * below);
const pick = <T>(random: Random, values: readonly T[]): T => values[whole(random, values.length)];
const clock = (random: Random) => `${String(7 + whole(random, 14)).padStart(2, '0')}:${pick(random, ['00', '15', '30', '45'])}`;

function value(random: Random, field: (typeof FIELDS)[number], label: string): string | number | null {
  switch (field) {
    case 'title':
      return `${label} title`;
    case 'description':
      return `${label} notes`;
    case 'type':
      return pick(random, TYPES);
    case 'time':
      return random() < 0.15 ? null : clock(random);
    case 'duration':
      return 15 + whole(random, 300);
  }
}

/** One edit of `days`, labelled (in its titles and notes) by who made it and its number. */
export function randomEdit(random: Random, days: readonly ViewDay[], label: string): EditInput {
  const activities: ViewActivity[] = days.flatMap((day) => day.activities);
  const roomy = days.filter((day) => day.activities.length < FULL_DAY);
  const roll = random();
  if (activities.length === 0 || (roll >= 0.6 && roll < 0.75 && roomy.length > 0)) {
    const day = pick(random, roomy.length > 0 ? roomy : days);
    const activity = { title: `${label} added`, description: `Added by ${label}`, type: pick(random, TYPES), duration: 30 + whole(random, 120), ...(random() < 0.7 ? { time: clock(random) } : {}) };
    return { kind: 'add', day: day.day, activity, ...(random() < 0.5 ? { index: whole(random, day.activities.length + 1) } : {}) };
  }
  if (roll >= 0.75 && roll < 0.87 && roomy.length > 0) {
    const day = pick(random, roomy);
    return { kind: 'move', activityId: pick(random, activities).id, day: day.day, index: whole(random, day.activities.length + 1) };
  }
  if (roll >= 0.87 && activities.length > FEWEST_ACTIVITIES) return { kind: 'remove', activityId: pick(random, activities).id };
  const target = random() < 0.5 ? pick(random, activities.slice(0, BUSY)) : pick(random, activities);
  const fields = new Set([pick(random, FIELDS), ...(random() < 0.4 ? [pick(random, FIELDS)] : [])]);
  return { kind: 'update', activityId: target.id, changes: Object.fromEntries([...fields].map((field) => [field, value(random, field, label)])) };
}
