/**
 * Everyday English words that must never be read as a place, although the gazetteer has towns
 * named after some of them ("Nice", "Split", "Bath", "Reading", "Best") and others are one typo
 * from a covered destination ("deli" and Delhi, "vegan" and Vegas, "pairs" and Paris). A place
 * that really is called so, covered or not, is read as one when capitalised after "to" or "in"
 * ("a week in Nice").
 */
const WORDS = `
a about above after again against ago ahead all almost alone along already also although always am amazing an and another any anything anywhere
are area around as ask at away awesome back bad be beach beaches beautiful because been before being best better between big bit both bring
budget busy but by call came can cant car care case change cheap check chill close come coming could country couple cool culture
day days dear deli did different do does doing done dont down drive during each early easy eat else end enough even evening ever every
everything exciting expensive explore family far fast feel few find fine first fly food for free fresh friend friends from fun get getting give
go goes going good got great group guess had half happy has have having he hello help her here hey hi high him his hold holiday home hope hot
hotel hotels how however i id if ill im in inside instead into is it its ive just keep kind know last late later least less let lets life like
little live local long look looking lot lots love lovely low made make many march may maybe me mean mid might mind month months more morning
most much must my near need never next nice night nights no none nope not nothing now of off ok okay old on once one only open or other
our out over own parts pairs party people perfect pick place places plan planning play please plenty plus pretty quick quite rather reading
ready real really relax rest right road rose said same saw say sea see seeing she short should show sight sights since small so some
something soon sort soul sound sounds split spend start stay still stop such sun sure take taking tell than thank thanks that the their them
then there these they thing things think this those though through time times to today together tomorrow too top tour tours travel
trip trips try two under until up us use vacation very visit visiting want wanted wants was way we week weekend weekends weeks well went were
what when where which while who whole why will wish with without wonderful work world would wow yeah year years yes yet you your
christmas easter summer winter spring autumn fall surprise island islands style comfort peace time fashion mind golden liberty advance person bed general welcome
vegan vegans munch plague roam hub bath mobile orange hope wine date love paradise sale male van goes wells best ideal
august june april july january february october november december september monday tuesday wednesday thursday friday saturday sunday
museum museums art park parks market markets bar bars club clubs spa nature history castle castles ruins temple temples church
shopping nightlife hiking wildlife safari photos photography romance honeymoon kids children dog dogs festival festivals locals
luxury mid range cheaper luxurious days longer shorter instead swap drop add remove skip day activity activities dinner lunch breakfast
`;

export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));

/** Words that name a time, never a place, even written with a capital after "in" ("in March", "at Christmas"). */
export const TIME_WORDS: ReadonlySet<string> = new Set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday spring summer autumn fall winter christmas easter weekend'.split(' '),
);

/** Continents and regions: places, but not ones a trip is planned for, and not the towns that share their names ("Asia" in the Philippines). */
export const REGIONS: readonly string[] = [
  'south east asia', 'southeast asia', 'south america', 'latin america', 'central america', 'north america', 'middle east', 'the caribbean',
  'asia', 'europe', 'africa', 'oceania', 'antarctica', 'scandinavia', 'caribbean', 'balkans', 'the balkans', 'mediterranean', 'the mediterranean',
];

/** Words after which the next words are likely a place: "go to ...", "a week in ...", "visit ...". */
export const PLACE_CUES: ReadonlySet<string> = new Set(['to', 'in', 'visit', 'visiting', 'see', 'seeing', 'explore', 'exploring', 'around', 'about', 'toward', 'towards', 'into', 'of', 'at', 'near', 'destination']);

/** Words just before a place that mean the traveller is not going there: "from London", "instead of Paris". */
export const NOT_GOING = /(?:^|\s)(?:from|not|instead of|rather than|than|live in|living in|based in|leaving|except|besides|skip|been to|visited|back from|home in|not to|avoid|no)$/;
