/**
 * Which 'Who?' choice a travelers text means. The form sends a choice's own text ('2'), but a
 * trip handed over by the wizard or Modify Trip may say '2 adults', '2 adults + kids' or
 * '2 adults, 2 children': the choice whose head count holds that many is the one shown.
 */
import type { PartyOption } from '../trip-options';

/** '1' is [1, 1], '3-4' is [3, 4], '5+' is [5, ∞); null for any other text. */
function headCountRange(choice: string): [number, number] | null {
  const match = /^(\d+)(?:-(\d+)|(\+))?$/.exec(choice.trim());
  if (!match) return null;
  const least = Number(match[1]);
  return [least, match[3] ? Infinity : match[2] ? Number(match[2]) : least];
}

/** The least head count a text says: '2 adults, 2 children' is 4, '2 adults + kids' 3, '5+ adults' 5. */
export function headCount(travelers: string): number | null {
  const text = travelers.toLowerCase();
  // a range counts its lower end ('3-4' is at least 3)
  const counts = [...text.matchAll(/(\d+)(?:\s*-\s*\d+)?/g)].map((match) => Number(match[1]));
  const uncountedChildren = /\b(?:kids?|child(?:ren)?)\b/.test(text) && !/\d+\s*(?:kids?|child(?:ren)?)\b/.test(text);
  const total = counts.reduce((sum, count) => sum + count, 0) + (uncountedChildren ? 1 : 0);
  return total > 0 ? total : null;
}

/** The travelers text of the choice to show selected, or null when none fits. */
export function partyChoiceOf(travelers: string, parties: readonly PartyOption[]): string | null {
  const text = travelers.trim();
  const named = parties.find((party) => party.travelers === text || party.label.toLowerCase() === text.toLowerCase());
  if (named) return named.travelers;
  const count = headCount(text);
  if (count === null) return null;
  return (
    parties.find((party) => {
      const range = headCountRange(party.travelers);
      return range !== null && count >= range[0] && count <= range[1];
    })?.travelers ?? null
  );
}
