/**
 * Destinations named with their country the way travellers, the chat and API clients write it:
 * the guide's destination is found whatever common name the country is given, and a
 * wrong-but-plausible country does not hide a destination no other place shares its name with.
 */
import { Guide } from '../../guide/index.js';
import { DestinationService } from '../destination.service.js';

const service = new DestinationService(new Guide());

describe('resolving a destination named with a country as people write it', () => {
  it.each([
    // the three: a part of the country, or the state it belongs to
    ['Hong Kong, China', undefined, 'hong-kong'],
    ['Hong Kong', 'China', 'hong-kong'],
    ['hong kong', 'CHINA', 'hong-kong'],
    ['Hong Kong', 'Hong Kong SAR', 'hong-kong'],
    ['Hong Kong', "People's Republic of China", 'hong-kong'],
    ['Macau, China', undefined, 'macau'],
    ['Macau', 'China', 'macau'],
    ['Macao', 'China', 'macau'],
    ['Macau', 'Macao SAR', 'macau'],
    ['Edinburgh, Scotland', undefined, 'edinburgh'],
    ['Edinburgh', 'Scotland', 'edinburgh'],
    ['Edinburgh', 'scotland ', 'edinburgh'],
    ['Edinburgh', 'UK', 'edinburgh'],
    ['Edinburgh', 'U.K.', 'edinburgh'],
    ['Edinburgh', 'Great Britain', 'edinburgh'],
    ['Edinburgh, United Kingdom', undefined, 'edinburgh'],
    ['London', 'England', 'london'],
    ['London, England', undefined, 'london'],
    ['London', 'the UK', 'london'],
    ['London', 'Britain', 'london'],
    // the United States
    ['New York', 'USA', 'new-york'],
    ['New York', 'U.S.A.', 'new-york'],
    ['New York', 'US', 'new-york'],
    ['New York', 'the US', 'new-york'],
    ['Chicago', 'United States of America', 'chicago'],
    ['Chicago, USA', undefined, 'chicago'],
    ['Boston', 'america', 'boston'],
    ['San Juan', 'Puerto Rico', 'san-juan'],
    ['San Juan', 'USA', 'san-juan'],
    // other names of other countries
    ['Amsterdam', 'Holland', 'amsterdam'],
    ['Amsterdam', 'The Netherlands', 'amsterdam'],
    ['Amsterdam, the Netherlands', undefined, 'amsterdam'],
    ['Prague', 'Czechia', 'prague'],
    ['Prague', 'Czech Republic', 'prague'],
    ['Praha', 'Česko', 'prague'],
    ['Istanbul', 'Türkiye', 'istanbul'],
    ['Istanbul', 'Turkiye', 'istanbul'],
    ['Istanbul', 'TURKEY', 'istanbul'],
    ['Seoul', 'Korea', 'seoul'],
    ['Seoul', 'Republic of Korea', 'seoul'],
    ['Dubai', 'UAE', 'dubai'],
    ['Dubai', 'U.A.E.', 'dubai'],
    ['Hanoi', 'Viet Nam', 'hanoi'],
    ['Moscow', 'Russian Federation', 'moscow'],
    ['Luang Prabang', 'Lao PDR', 'luang-prabang'],
    // case and accents never matter
    ['ZÜRICH', 'switzerland', 'zurich'],
    ['Reykjavik', 'ÍSLAND', 'reykjavik'],
    ['São Paulo', 'brasil', 'sao-paulo'],
    // a wrong but plausible country, for a name no other place in the world has
    ['Edinburgh', 'England', 'edinburgh'],
    ['Edinburgh', 'Ireland', 'edinburgh'],
    ['Hong Kong', 'Taiwan', 'hong-kong'],
    ['Kyoto, China', undefined, 'kyoto'],
    ['Prague', 'Slovakia', 'prague'],
  ])('resolves %j (country %j) to %s', (name, country, id) => {
    expect(service.resolveDestination(name, country)).toBe(id);
  });

  it.each([
    // another place has the name: the country says which, and it is not the guide's
    ['Paris', 'United States'],
    ['Paris, Texas', undefined],
    ['Paris', 'USA'],
    ['Macau', 'Brazil'],
    ['Barcelona', 'Venezuela'],
    ['Lisbon', 'US'],
    // the name alone says nothing of the guide's
    ['Glasgow', 'Scotland'],
    ['Graz', 'Austria'],
    ['China', undefined],
  ])('does not resolve %j (country %j)', (name, country) => {
    expect(service.resolveDestination(name, country)).toBeUndefined();
  });
});
