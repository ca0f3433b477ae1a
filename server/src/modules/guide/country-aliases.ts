/**
 * What travellers, the chat and API clients write for a country besides its ISO English name
 * (which countries-list already gives with a few aliases). The one place for these names: the
 * destination lookups and autocomplete read them from here. Keys are ISO 3166-1 alpha-2 codes.
 * Case, accents, dots and a leading "the" never matter when they are compared.
 */

/** Other names of the same country: writing one of these alone names the country. */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  AE: ['UAE', 'U.A.E.', 'Emirates', 'The Emirates'],
  CZ: ['Czech Republic', 'Czechia', 'Czech'],
  GB: ['UK', 'U.K.', 'Britain', 'Great Britain', 'United Kingdom of Great Britain and Northern Ireland'],
  KR: ['Korea', 'Republic of Korea', 'South Korea'],
  LA: ['Lao', 'Lao PDR', "Lao People's Democratic Republic"],
  MO: ['Macao', 'Macau', 'Macao SAR', 'Macau SAR'],
  HK: ['Hong Kong SAR', 'HKSAR'],
  NL: ['Holland', 'The Netherlands', 'Nederland'],
  RU: ['Russian Federation'],
  TR: ['Turkey', 'Türkiye', 'Turkiye'],
  TZ: ['United Republic of Tanzania'],
  US: ['USA', 'U.S.A.', 'US', 'U.S.', 'United States of America', 'America', 'The States'],
  VN: ['Viet Nam'],
};

/**
 * Names that are not the country's own but that people commonly write in its place for a
 * destination there: a part of it ("Edinburgh, Scotland") or the state it belongs to
 * ("Hong Kong, China"). They match a destination's country; alone they do not name it.
 */
export const COUNTRY_WRITTEN_AS: Readonly<Record<string, readonly string[]>> = {
  GB: ['England', 'Scotland', 'Wales', 'Northern Ireland'],
  HK: ['China', 'Hong Kong, China', 'Hong Kong SAR, China', "People's Republic of China", 'PRC'],
  MO: ['China', 'Macao, China', 'Macau, China', "People's Republic of China", 'PRC'],
  PR: ['United States', 'USA', 'US', 'U.S.', 'United States of America'],
};
