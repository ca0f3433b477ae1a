/**
 * Who is travelling, as the form's "Who?" text: '1' solo, '2' a couple, a family's head count
 * ('4', or '2 adults, 2 children' when the children are counted), '5+' a group of friends.
 * The planner reads the same text, so a number the planner would misread gets a word:
 * a family of six is 'family of 6', three friends are '3 friends'.
 */
import { COUNT, countOf, normaliseText } from './normalise.js';

export type PartyKind = 'solo' | 'couple' | 'family' | 'friends' | 'group';

export interface Party {
  kind: PartyKind;
  /** the preference text, e.g. '2' or '2 adults, 2 children' */
  travelers: string;
}

const PARTNER = `(?:wife|husband|partner|girlfriend|boyfriend|gf|bf|fiancee?|spouse|hubby|other half|significant other)`;
const KIDS = `(?:kids?|children|child|sons?|daughters?|toddlers?|babies|baby|little ones|teens|teenagers|boys|girls)`;
const NO_KIDS = new RegExp(`\\b(?:no|without|minus) (?:the )?${KIDS}\\b|\\b(?:kid|child)[ -]?free\\b`);

const ADULTS_AND_KIDS = new RegExp(`\\b(${COUNT}) adults?(?: and| with| ,| plus)? (${COUNT}) (?:kids?|children|child|teens|teenagers)\\b`);
const FAMILY_OF = new RegExp(`\\bfamily of (${COUNT})\\b`);
const OUR_KIDS = new RegExp(`\\b(?:our|my|the|with|and|plus) (${COUNT}) ${KIDS}\\b`);
const GROUP_OF = new RegExp(`\\b(?:group|gang|crew) of (${COUNT})\\b`);
const FRIENDS_COUNT = new RegExp(`\\b(with |and )?(${COUNT}) (?:of us )?(?:other )?(?:friends|buddies|mates|girls|guys|colleagues)\\b`);
/** "we are 4" counts heads, but "we are a couple" does not count to one */
const HEAD_COUNT = new RegExp(`\\b(?:we are|were|there are|there will be|therell be|travel+ing as|party of) (?!an? )(${COUNT})\\b(?! (?:days?|nights?|weeks?))|\\b(${COUNT}) (?:of us|people|persons|travel+ers|pax|guests)\\b`);
const ADULTS = new RegExp(`\\b(${COUNT}) adults\\b`);
const COUPLE = new RegExp(`\\b(?:my|our) ${PARTNER}\\b|\\b(?:couple|couples trip|the two of us|both of us|us two|the 2 of us|honeymoon\\w*|we two|our (?:wedding )?anniversary|romantic (?:getaway|break|escape))\\b`);
const WITH_PARENTS = /\b(?:with|and) (?:my|our) (?:parents|folks|grandparents)\b/;
const WITH_FRIENDS = /\b(?:with|and) (?:some |a few |a bunch of |my |our |a group of )?(?:friends|buddies|mates|the boys|the girls|the lads)\b|\bfriends trip\b|\bgroup trip\b|\ba group\b/;
const ONE_FRIEND = /\b(?:with|and) (?:a|my|one|our) (?:best )?(?:friend|buddy|mate|colleague|sister|brother|mom|mum|mother|dad|father)\b/;
const FAMILY = new RegExp(`\\b(?:with|and) (?:my|our|the) (?:family|${KIDS})\\b|\\bfamily (?:trip|holiday|vacation)\\b|\\bwhole family\\b|\\bfamily\\b`);
const WITH_KIDS = new RegExp(`\\b(?:with|and) (?:my|our|the)? ?${KIDS}\\b`);
const SOLO = /\b(?:solo|by myself|on my own|alone|just me|only me|single traveller|single traveler)\b/;

/** The party a message describes; undefined when it says nothing about who is going. */
export function extractParty(text: string): Party | undefined {
  const normalised = normaliseText(text).replace(/\ba couple of (?:days|nights|weeks)\b/g, ' ');
  const noKids = NO_KIDS.test(normalised);
  const counted = (pattern: RegExp, group = 1) => {
    const match = pattern.exec(normalised);
    return match ? countOf(match[group] ?? match[group + 1]) : undefined;
  };

  const adultsAndKids = ADULTS_AND_KIDS.exec(normalised);
  if (adultsAndKids) return family(countOf(adultsAndKids[1]) ?? 2, countOf(adultsAndKids[2]));

  const familySize = counted(FAMILY_OF);
  if (familySize) return family(familySize);

  const kids = noKids ? undefined : counted(OUR_KIDS);
  if (kids) {
    const adults = COUPLE.test(normalised) || /\b(?:we|our)\b/.test(normalised) ? 2 : 1;
    return family(adults, kids);
  }

  const group = counted(GROUP_OF);
  if (group) return friends(group);
  // "3 of us friends" are three; "with 3 friends" are four, counting the traveller
  const friendsCount = FRIENDS_COUNT.exec(normalised);
  if (friendsCount) return friends((countOf(friendsCount[2]) ?? 1) + (friendsCount[1] ? 1 : 0));

  const adults = counted(ADULTS);
  if (adults && adults > 1) return { kind: adults === 2 ? 'couple' : 'group', travelers: `${adults} adults` };
  const heads = counted(HEAD_COUNT);
  if (heads && heads < 40) return headCount(heads);

  if (!noKids && (FAMILY.test(normalised) || WITH_KIDS.test(normalised))) {
    return { kind: 'family', travelers: '3-4' };
  }
  if (WITH_PARENTS.test(normalised)) return { kind: 'family', travelers: '3' };
  if (WITH_FRIENDS.test(normalised)) return { kind: 'friends', travelers: '5+' };
  if (COUPLE.test(normalised) || ONE_FRIEND.test(normalised)) return { kind: 'couple', travelers: '2' };
  if (SOLO.test(normalised)) return { kind: 'solo', travelers: '1' };
  return undefined;
}

function family(adults: number, children?: number): Party {
  if (children !== undefined) {
    return { kind: 'family', travelers: `${adults} ${adults === 1 ? 'adult' : 'adults'}, ${children} ${children === 1 ? 'child' : 'children'}` };
  }
  return { kind: 'family', travelers: adults <= 4 ? String(adults) : `family of ${adults}` };
}

function friends(count: number): Party {
  if (count === 1) return { kind: 'solo', travelers: '1' };
  return { kind: 'friends', travelers: count >= 5 ? String(count) : `${count} friends` };
}

function headCount(count: number): Party {
  if (count === 1) return { kind: 'solo', travelers: '1' };
  if (count === 2) return { kind: 'couple', travelers: '2' };
  return { kind: 'group', travelers: String(count) };
}
