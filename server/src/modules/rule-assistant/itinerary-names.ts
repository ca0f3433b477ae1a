/**
 * Finding a stop of the itinerary by the words a traveller uses for it: case and accents do
 * not matter ("oceanario" finds "Oceanário de Lisboa"), a word's start is enough ("museum"
 * finds "Museu Calouste Gulbenkian"), and a few English words find the local names guides use
 * ("aquarium" finds "Oceanário", "castle" finds "Castelo de São Jorge").
 */
import { normaliseName } from './normalise.js';

export type Itinerary = ReadonlyArray<{ day: number; activities: readonly string[] }>;

/** English words and the stems of the local names they stand for. */
const LOCAL_NAMES: Record<string, string[]> = {
  aquarium: ['aquar', 'ocean', 'acuar'],
  castle: ['castel', 'castil', 'chateau', 'schloss', 'burg'],
  monastery: ['monast', 'mosteir', 'monaster'],
  palace: ['palac', 'palai', 'palaz', 'palast'],
  museum: ['museu', 'muse'],
  tower: ['torre', 'tour', 'turm'],
  church: ['igrej', 'iglesi', 'chies', 'eglis', 'kirch'],
  cathedral: ['cathedr', 'catedr', 'se'],
  market: ['mercad', 'marche', 'mercat', 'markt'],
  garden: ['jardi', 'giardin', 'garten'],
  viewpoint: ['mirad', 'belved'],
};

/** Words that say nothing about which stop is meant. */
const FILLER = new Set(['the', 'and', 'visit', 'one', 'trip', 'tour', 'day']);

/** The stems a name is matched by; empty when it has no telling word. */
function stemsOf(what: string): string[][] {
  return normaliseName(what)
    .split(' ')
    .filter((word) => word.length > 2 && !FILLER.has(word))
    .map((word) => {
      const stem = word.replace(/s$/, '').slice(0, Math.max(4, word.length - 2));
      return [stem, ...(LOCAL_NAMES[word.replace(/s$/, '')] ?? [])];
    });
}

function matches(activity: string, stems: string[][]): boolean {
  const words = normaliseName(activity).split(' ');
  return stems.every((choices) => choices.some((stem) => words.some((word) => (stem.length <= 2 ? word === stem : word.startsWith(stem)))));
}

/** The first activity of the day whose words start like every word asked for. */
export function findActivity(itinerary: Itinerary, day: number, what: string): string | undefined {
  const stems = stemsOf(what);
  if (stems.length === 0) return undefined;
  return itinerary.find((entry) => entry.day === day)?.activities.find((activity) => matches(activity, stems));
}

/** Every activity of the trip that the words name, in day order. */
export function findActivityAnywhere(itinerary: Itinerary, what: string): Array<{ day: number; activity: string }> {
  const stems = stemsOf(what);
  if (stems.length === 0) return [];
  return [...itinerary]
    .sort((a, b) => a.day - b.day)
    .flatMap((entry) => entry.activities.filter((activity) => matches(activity, stems)).map((activity) => ({ day: entry.day, activity })));
}
