import { withFirstPaint } from '../first-paint.js';

const SHELL = '<!--home-shell--><h1>Plan your perfect trip with <span data-site-name>Odyssey</span></h1><!--/home-shell-->';
const SCRIPT = '<script type="module" fetchpriority="low" crossorigin src="/assets/main.js"></script>';
const INDEX = `<html><head>${SCRIPT}</head><body><div id="root">${SHELL}</div></body></html>`;
const home = { path: '/', siteName: 'Odyssey', maintenanceMode: false };

describe('withFirstPaint', () => {
  it('keeps the home page first paint on / with the configured site name, escaped', () => {
    const html = withFirstPaint(INDEX, { ...home, siteName: 'Tom & Jerry <Tours>' });
    expect(html).toContain('<h1>Plan your perfect trip with <span data-site-name>Tom &amp; Jerry &lt;Tours&gt;</span></h1>');
    expect(html).not.toContain('Odyssey');
    expect(html).toContain(SCRIPT);
  });

  it('leaves a name that looks like a replacement pattern as it is', () => {
    expect(withFirstPaint(INDEX, { ...home, siteName: "$& $' Trips" })).toContain("<span data-site-name>$&amp; $&#39; Trips</span>");
  });

  it('removes it on every other path, so a deep link never flashes the home page, and the app code is fetched first', () => {
    for (const path of ['/trip/4d1c5c2e-0000-4000-8000-000000000000', '/admin/users', '/login']) {
      expect(withFirstPaint(INDEX, { ...home, path })).toBe('<html><head><script type="module" crossorigin src="/assets/main.js"></script></head><body><div id="root"></div></body></html>');
    }
  });

  it('removes it while the site is in maintenance', () => {
    expect(withFirstPaint(INDEX, { ...home, maintenanceMode: true })).not.toContain('home-shell');
  });

  it('leaves an index.html without a first paint unchanged', () => {
    expect(withFirstPaint('<div id="root"></div>', home)).toBe('<div id="root"></div>');
  });
});
