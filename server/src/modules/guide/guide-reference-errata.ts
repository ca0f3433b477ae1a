/**
 * Corrections to the shared reference list, each with its reason. The places are still
 * checked, against the corrected coordinates; nothing is skipped.
 */
export interface ReferenceErratum {
  name: string;
  lat: number;
  lng: number;
  reason: string;
}

export const HERITAGE_ERRATA: ReferenceErratum[] = [
  {
    name: 'Tower of London',
    lat: 51.50806,
    lng: -0.07611,
    reason: 'the list gives longitude +0.07611, which is in east London; the Tower stands west of the Greenwich meridian',
  },
  {
    name: 'Palace of Westminster and Westminster Abbey including Saint Margaret’s Church',
    lat: 51.49972,
    lng: -0.12861,
    reason: 'the list gives longitude +0.12861 (a sign error); Westminster is west of the Greenwich meridian',
  },
  {
    name: 'Royal Botanic Gardens, Kew',
    lat: 51.48194,
    lng: -0.29403,
    reason: 'the list gives longitude +0.29403 (a sign error); Kew is in west London',
  },
  {
    name: 'Summer Palace, an Imperial Garden in Beijing',
    lat: 39.9975,
    lng: 116.2689,
    reason: 'the list gives 39.91056, 116.14111, some 15 km south-west in Shijingshan; the palace and Kunming Lake lie in Haidian at about 39.9975, 116.2689',
  },
  {
    name: 'Temple of Heaven: an Imperial Sacrificial Altar in Beijing',
    lat: 39.8822,
    lng: 116.4066,
    reason: 'the list gives 39.84556, 116.44472, about 5 km south-east of the park; the Hall of Prayer for Good Harvests stands at about 39.8822, 116.4066',
  },
  {
    name: 'My Son Sanctuary',
    lat: 15.7642,
    lng: 108.1247,
    reason: 'the list gives 15.51667, 108.56667, some 50 km south-east near the coast; the Cham temple valley lies inland west of Hoi An at about 15.7642, 108.1247',
  },
  {
    name: 'La Lonja de la Seda de Valencia',
    lat: 39.47442,
    lng: -0.37844,
    reason: 'the list gives longitude +0.37844 (a sign error), which is in the sea east of Valencia; the city lies west of the Greenwich meridian',
  },
  {
    name: 'Agra Fort',
    lat: 27.1797,
    lng: 78.0215,
    reason: 'the list gives 27.18333, 78.03333 (whole arc-minutes), which falls on the Yamuna riverbank 1.3 km east; the fort lies at about 27.1797, 78.0215',
  },
  {
    name: 'Rila Monastery',
    lat: 42.1336,
    lng: 23.3403,
    reason: 'the list gives 42.11667, 23.4, some 5 km south-east on a forested ridge; the monastery stands in the Rilska river valley at about 42.1336, 23.3403',
  },
];
