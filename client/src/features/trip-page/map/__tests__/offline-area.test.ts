import type { Feature } from 'geojson';
import { areaAround, touchesArea } from '../offline-area';

const country = (coordinates: number[][][]): Feature => ({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates } });

describe('offline base map: the countries near a trip', () => {
  const lisbonStops: Array<[number, number]> = [
    [38.6916, -9.2157],
    [38.7139, -9.1335],
  ];
  const area = areaAround(lisbonStops, 20);

  it('spans the stops plus the margin on every side', () => {
    expect(area.south).toBeCloseTo(18.6916);
    expect(area.north).toBeCloseTo(58.7139);
    expect(area.west).toBeCloseTo(-29.2157);
    expect(area.east).toBeCloseTo(10.8665);
  });

  it('keeps a country with land in the area and drops one far away', () => {
    const spain = country([[[-9.3, 43.1], [3.3, 42.4], [-1.9, 36.7], [-7.4, 37.2], [-9.3, 43.1]]]);
    const japan = country([[[129.4, 33.2], [141.9, 45.5], [145.8, 43.4], [140.9, 35.7], [129.4, 33.2]]]);
    expect(touchesArea(spain, area)).toBe(true);
    expect(touchesArea(japan, area)).toBe(false);
  });

  it('reads multi-polygons (a country of islands)', () => {
    const islands: Feature = { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: [[[[100, 0], [101, 0], [101, 1], [100, 0]]], [[[-25.7, 37.7], [-25.1, 37.8], [-25.5, 37.9], [-25.7, 37.7]]]] } };
    expect(touchesArea(islands, area)).toBe(true);
  });
});
