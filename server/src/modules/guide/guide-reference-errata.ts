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
];
