import { tripOptionLists } from '../../modules/trips/trip-options.js';
import { INJECTED_TRIP_OPTIONS_ID, injectTripOptions } from '../injected-trip-options.js';
import { injectSettings } from '../injected-settings.js';

const INDEX = '<!doctype html><html><head><title>Odyssey</title></head><body><div id="root"></div></body></html>';

const readBlock = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${INJECTED_TRIP_OPTIONS_ID}">(.*?)</script>`).exec(html);
  if (!match) throw new Error('no trip options block');
  return match[1];
};

describe('injectTripOptions', () => {
  test('writes every trip option list as a JSON data block right before the root element', () => {
    const html = injectTripOptions(INDEX);
    expect(html).toContain('</script><div id="root"></div>');
    const injected = JSON.parse(readBlock(html));
    expect(injected).toEqual(tripOptionLists());
    expect(injected.interests).toHaveLength(19);
    expect(injected.parties.map((party: { label: string }) => party.label)).toEqual(['Solo', 'Couple', 'Family', 'Friends']);
  });

  test('sits beside the settings block, each readable on its own', () => {
    const html = injectTripOptions(injectSettings(INDEX, { siteName: 'Wayfarer', supportEmail: 'help@example.org', maintenanceMode: false }));
    expect(html.match(/<script type="application\/json"/g)).toHaveLength(2);
    expect(JSON.parse(readBlock(html)).budgetLevels[2]).toEqual({ level: 3, label: 'Mid-range' });
  });

  test("an option's text cannot close the script element", () => {
    const options = { ...tripOptionLists(), interests: ['</script><script>alert(1)</script>'] };
    const html = injectTripOptions(INDEX, options);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(readBlock(html)).interests).toEqual(options.interests);
  });

  test('a page without the root element is served unchanged', () => {
    expect(injectTripOptions('<p>maintenance</p>')).toBe('<p>maintenance</p>');
  });

  test('each call hands out fresh lists, so no caller can change the source', () => {
    const first = tripOptionLists();
    first.interests.push('Changed');
    first.parties[0].label = 'Changed';
    expect(tripOptionLists().interests).toHaveLength(19);
    expect(tripOptionLists().parties[0].label).toBe('Solo');
  });
});
