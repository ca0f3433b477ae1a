import { destinationCoverSvg, destinationCoverUrl } from '../destination-cover.js';

describe('destination covers', () => {
  it('draws the same picture for the same place and another for another place', () => {
    expect(destinationCoverSvg('Kyoto', 'Japan')).toBe(destinationCoverSvg('Kyoto', 'Japan'));
    expect(destinationCoverSvg('Kyoto', 'Japan')).not.toBe(destinationCoverSvg('Lisbon', 'Portugal'));
  });
  it('is an SVG data URL', () => {
    const url = destinationCoverUrl('Kyoto', 'Japan');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(decodeURIComponent(url)).toContain('viewBox="0 0 1600 900"');
  });
});
