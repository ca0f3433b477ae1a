import { injectSettings, INJECTED_SETTINGS_ID } from '../injected-settings.js';

const INDEX = '<!doctype html><html><head><title>Odyssey</title></head><body><div id="root"></div></body></html>';
const settings = { siteName: 'Wayfarer', supportEmail: 'help@example.org', maintenanceMode: false };

const readBlock = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${INJECTED_SETTINGS_ID}">(.*?)</script>`).exec(html);
  if (!match) throw new Error('no settings block');
  return match[1];
};

describe('injectSettings', () => {
  test('writes the public settings as a JSON data block right before the root element', () => {
    const html = injectSettings(INDEX, settings);
    expect(html).toContain(`</script><div id="root"></div>`);
    expect(JSON.parse(readBlock(html))).toEqual(settings);
  });

  test('only the public fields go into the page', () => {
    const html = injectSettings(INDEX, { ...settings, smtpPassword: 'secret' } as typeof settings);
    expect(html).not.toContain('secret');
  });

  test('a site name cannot close the script element or inject markup', () => {
    const siteName = '</script><script>alert(1)</script><!--';
    const html = injectSettings(INDEX, { ...settings, siteName });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>');
    expect(JSON.parse(readBlock(html)).siteName).toBe(siteName);
  });

  test('a page without the root element is served unchanged', () => {
    expect(injectSettings('<p>maintenance</p>', settings)).toBe('<p>maintenance</p>');
  });
});
