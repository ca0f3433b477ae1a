import type { MapDay } from '../map-days';
import { printMapLayout } from '../print-map-layout';

const SIZE = { width: 1000, height: 400, padding: 40 };

const day = (number: number, stops: Array<[number, number]>): MapDay => ({
  day: number,
  title: `Day ${number}`,
  color: '#0B6E79',
  stops: stops.map(([lat, lng], index) => ({ number: index + 1, title: `Stop ${index + 1}`, lat, lng })),
});

describe('the printed map: where each stop goes', () => {
  // Belém in the west, the castle in the east, Parque das Nações to the north-east
  const lisbon = [
    day(1, [
      [38.6916, -9.2157],
      [38.7139, -9.1335],
    ]),
    day(2, [[38.7633, -9.095]]),
  ];
  const layout = printMapLayout(lisbon, SIZE);
  const [belem, castle] = layout.days[0].points;
  const nations = layout.days[1].points[0];

  it('keeps every stop inside the picture, clear of the edges', () => {
    for (const { x, y } of layout.days.flatMap((d) => d.points)) {
      expect(x).toBeGreaterThanOrEqual(SIZE.padding - 0.001);
      expect(x).toBeLessThanOrEqual(SIZE.width - SIZE.padding + 0.001);
      expect(y).toBeGreaterThanOrEqual(SIZE.padding - 0.001);
      expect(y).toBeLessThanOrEqual(SIZE.height - SIZE.padding + 0.001);
    }
  });

  it('puts north up and east to the right, and fills the height the trip needs most', () => {
    expect(castle.x).toBeGreaterThan(belem.x);
    expect(nations.y).toBeLessThan(castle.y);
    // the trip is taller than the picture's shape: its southernmost and northernmost stops touch the padding
    expect(belem.y).toBeCloseTo(SIZE.height - SIZE.padding);
    expect(nations.y).toBeCloseTo(SIZE.padding);
  });

  it('keeps the stops in order, numbered as on the live map', () => {
    expect(layout.days[0].points.map((point) => [point.number, point.title])).toEqual([
      [1, 'Stop 1'],
      [2, 'Stop 2'],
    ]);
  });

  it('has a scale bar of a round distance whose length matches the ground', () => {
    // Belém to the castle is about 7.5 km of ground (mostly east-west)
    const belemToCastle = Math.hypot(castle.x - belem.x, castle.y - belem.y);
    expect(layout.scale?.label).toBe('2 km');
    expect((belemToCastle / layout.scale!.length) * 2).toBeGreaterThan(7);
    expect((belemToCastle / layout.scale!.length) * 2).toBeLessThan(8);
  });

  it('centres a trip of one spot, with some ground around it', () => {
    const one = printMapLayout([day(1, [[48.8584, 2.2945]])], SIZE);
    expect(one.days[0].points[0]).toMatchObject({ x: 500, y: 200 });
    // 2 km of ground from the top padding to the bottom one
    expect(one.scale?.label).toBe('1 km');
    expect(((SIZE.height - 2 * SIZE.padding) / one.scale!.length) * 1000).toBeCloseTo(2000);
  });

  it('draws nothing for a trip without places', () => {
    expect(printMapLayout([day(1, [])], SIZE)).toEqual({ days: [{ day: 1, title: 'Day 1', color: '#0B6E79', points: [] }], scale: null });
  });
});
