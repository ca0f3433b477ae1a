/**
 * The words travellers use for each interest. Patterns run on normalised text (see
 * normalise.ts), so they are lower case, accent-free and without apostrophes. A few words
 * honestly serve two interests ("trekking" is nature and an adventure), so both are listed.
 */
import type { Interest } from '../guide/index.js';

/** The wizard's general "Sightseeing" activity: the home chat's default, and what "sightseeing" asks for. */
export const SIGHTSEEING = 'Sightseeing';
/** The wizard's "Relaxation" activity; the planner honours it with wellness stops (spas, baths, gardens). */
export const RELAXATION = 'Relaxation';

export type ActivityName = Interest | typeof SIGHTSEEING | typeof RELAXATION;

const PLURAL = 's?';

export const INTEREST_WORDS: ReadonlyArray<readonly [ActivityName, string]> = [
  ['Historical Sites', `histor(?:y|ic|ical)|castles?|ruins?|monuments?|ancient|heritage|palaces?|temples?|cathedrals?|churches|shrines?|mosques?|synagogues?|basilicas?|monaster(?:y|ies)|abbeys?|opera houses?|old towns?|medieval|archa?eolog\\w*|fortress(?:es)?|forts|landmarks?|unesco|architecture|roman (?:sites|ruins|history)`],
  ['Nature & Outdoors', `nature|natural beauty|hik(?:e|es|ing)|treks?|trekking|outdoors?|outdoorsy|parks?|gardens?|mountains?|lakes?|forests?|waterfalls?|national parks?|countryside|scenery|trails?|volcano(?:es)?|jungle|rainforests?|mountaineering|fresh air|green spaces?|cycling|biking|bike rides?|deserts?`],
  ['Adventure Sports', `adventure${PLURAL}|adventurous|adrenaline|surf(?:ing)?|div(?:e|ing)|scuba|rafting|kayak(?:ing)?|zip ?-?lin(?:e|es|ing)|(?:rock )?climbing|paragliding|skydiving|bungee|canyoning|ski(?:ing)?|snowboard(?:ing)?|extreme sports|water sports|treks?|trekking|mountaineering|mountain biking|volcano(?:es)?`],
  ['Food Tours', `food|foodies?|eat|eats|eating|afternoon tea|tea ceremon(?:y|ies)|cuisine|culinary|gastronom(?:y|ic)|restaurants?|dining|street food|tapas|cooking class(?:es)?|dishes|delicacies|seafood|pastr(?:y|ies)|ramen|sushi|pasta|pizza|dumplings|dim sum|noodles|tacos|curr(?:y|ies)|barbecue|bbq|brunch|cafes|coffee(?: houses?| shops?)?|gelato|chocolate|cheese|bakeries|food tours?|michelin`],
  ['Shopping', `shop|shops|shopping|markets?|boutiques|souvenirs?|malls?|fashion|bazaars?|souks?|flea markets?|christmas markets?|outlets?|vintage stores`],
  ['Local Experiences', `locals|like a local|authentic|off the beaten (?:path|track)|hidden gems?|non ?-?touristy|not touristy|less touristy|local (?:life|culture|experiences?|traditions?|neighbou?rhoods?)|traditions?|traditional|cultures?|cultural (?:experiences?|immersion)|meet (?:the )?(?:locals|people)`],
  ['Museums & Art', `museums?|art|arts|galler(?:y|ies)|art galleries|exhibitions?|paintings?|painters|sculptures?|street art|modern art|theatre|theater|opera|ballet|classical music|symphony|orchestra|concert halls?`],
  ['Beach Activities', `beach(?:es|y)?|seaside|coast|coastal|sand|sunbath(?:e|ing)|swimming|swim|snorkel(?:l?ing)?|by the sea|islands? hopping`],
  ['Nightlife', `bars?|nightlife|night life|clubs|clubbing|night ?clubs?|pubs?|pub crawls?|cocktails?|drinks|live music|jazz|dancing|going out|partying|party scene|party town|craft beer|beers?|bachelor(?:ette)? part(?:y|ies)|hen (?:party|do)|stag (?:party|do)`],
  ['Photography', `photos?|photography|photographer|photogenic|pictures|pics|instagram(?:mable)?|camera|views|viewpoints?|sunsets?`],
  ['Wildlife Viewing', `animals?|wildlife|safaris?|birds?|bird ?watching|birding|whales?|whale watching|dolphins?|elephants?|monkeys?|sloths?|turtles?|zoos?`],
  ['Wellness & Spa', `spas?|wellness|massages?|yoga|meditation|hot springs?|onsens?|hammams?|saunas?|thermal baths?|pamper(?:ing)?|retreats?|detox`],
  ['Cultural Festivals', `festivals?|carnivals?|fiestas?|celebrations?|oktoberfest|diwali|holi|hanami|cherry blossoms?|cultural events?|local events?|parades?|christmas markets?`],
  ['Wine Tasting', `wines?|vineyards?|winer(?:y|ies)|wine tasting|sommelier|vino`],
  ['Romance', `romantic|romance|honeymoon(?:ers|ing)?|anniversary|propose|proposal|date night`],
  ["Kid's Activities", `kids?|children|child|toddlers?|little ones|teenagers|teens|family ?-?friendly|theme parks?|aquariums?|zoos?|playgrounds?|disney`],
  ['Remote Work', `remote work|work(?:ing)? remotely|digital nomads?|co ?-?working|work from (?:anywhere|abroad|there)|laptop|workation|wi ?-?fi`],
  ['Solo Travel', `solo|by myself|on my own|alone|just me`],
  ['Pet Friendly', `(?<!hot )dogs?|puppy|pupp(?:y|ies)|pets?|pet ?-?friendly|cats?`],
  [SIGHTSEEING, `sightseeing|sights|see the sights|landmarks tour`],
];

/** Words before an interest that mean the traveller wants less of it, not more. */
export const NEGATORS = `no|not|dont|do not|doesnt|without|skip|skipping|avoid|remove|drop|less|fewer|hate|dislike|except|cut|exclude|neither|nor|rather not|not into|instead of|take out|get rid of|not interested in|not a fan of|too many|bored of|tired of`;
