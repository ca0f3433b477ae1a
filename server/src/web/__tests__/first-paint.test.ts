import { withFirstPaint } from '../first-paint.js';
import { withSiteName } from '../site-name.js';
import type { TripFirstPaint } from '../trip-first-paint/trip-first-paint.js';

const HERO = '<!--home-hero--><section><h1>Plan your perfect trip with <span data-site-name>Odyssey</span></h1></section><!--/home-hero-->';
const SHELL = `<!--home-shell--><div class="fp-beta"></div><div class="fp-top"><span data-site-name>Odyssey</span></div>${HERO}<!--/home-shell-->`;
const SCRIPT = '<script type="module" fetchpriority="low" crossorigin src="/assets/main.js"></script>';
const PRELOAD = '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">';
const INDEX = `<html><head>${SCRIPT}${PRELOAD}</head><body><div id="root">${SHELL}</div></body></html>`;
const STARTER = '<script src="/start-after-first-paint.js" data-entry="/assets/main.js" data-preload="/assets/react.js" async></script>';
const home = { path: '/', maintenanceMode: false };
const TRIP_PATH = '/trip/4d1c5c2e-0000-4000-8000-000000000000';
const trip: TripFirstPaint = {
  shell: '<header class="tp-hero"><h1>Lisbon</h1></header>',
  queries: {
    TripPage: { variables: { uuid: '4d1c5c2e-0000-4000-8000-000000000000' }, data: { trip: { destination: 'Lisbon </script><script>alert(1)</script>' } } },
    TripImagesSettings: { variables: {}, data: { publicSettings: { placePhotosEnabled: false } } },
    TripMapTiles: { variables: {}, data: { publicSettings: { mapTileUrl: '' } } },
    SiteSettings: { variables: {}, data: { publicSettings: { siteName: 'Odyssey' } } },
  },
};

describe('withFirstPaint', () => {
  it('keeps the home page first paint on / with the configured site name, escaped, and starts the app after it', () => {
    const html = withSiteName(withFirstPaint(INDEX, home), 'Tom & Jerry <Tours>');
    expect(html).toContain('<h1>Plan your perfect trip with <span data-site-name>Tom &amp; Jerry &lt;Tours&gt;</span></h1>');
    expect(html).not.toContain('Odyssey');
    expect(html).toContain(STARTER);
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toContain(PRELOAD);
  });

  it("puts a trip's first paint in the hero's place on its page, keeps the bars, inlines its queries and starts the app after it", () => {
    const html = withSiteName(withFirstPaint(INDEX, { ...home, path: TRIP_PATH, trip }), 'Trips & Co');
    expect(html).toContain(`<div class="fp-top"><span data-site-name>Trips &amp; Co</span></div>${trip.shell}<!--/home-shell-->`);
    expect(html).not.toContain('Plan your perfect trip');
    expect(html).toContain(STARTER);
    const block = /<script type="application\/json" id="odyssey-trip-queries">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? '')).toEqual(trip.queries);
    // The data cannot end its script element: only the block's own closing tag is there.
    expect(block?.[1]).not.toMatch(/<\/script/i);
    // the beta bar as on the home page: there, and gone once the visitor has dismissed the banner
    expect(html).toContain('<div class="fp-beta"></div>');
    expect(withFirstPaint(INDEX, { ...home, path: TRIP_PATH, trip, betaBannerDismissed: true })).not.toContain('fp-beta');
  });

  it("a trip page without its trip (unknown, or the lookup failed) gets no first paint and its scripts at once", () => {
    expect(withFirstPaint(INDEX, { ...home, path: TRIP_PATH, trip: null })).toBe(
      '<html><head><script type="module" crossorigin src="/assets/main.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div></body></html>',
    );
  });


  it('removes it on every other path, so a deep link never flashes the home page, and the app code is fetched first', () => {
    for (const path of ['/trip/4d1c5c2e-0000-4000-8000-000000000000', '/admin/users', '/login']) {
      expect(withFirstPaint(INDEX, { ...home, path })).toBe(
        '<html><head><script type="module" crossorigin src="/assets/main.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div></body></html>',
      );
    }
    // a trip's first paint belongs to trip pages only
    expect(withFirstPaint(INDEX, { ...home, path: '/admin/users', trip })).not.toContain('tp-hero');
  });

  it('removes it while the site is in maintenance, a trip page too', () => {
    expect(withFirstPaint(INDEX, { ...home, maintenanceMode: true })).not.toContain('home-shell');
    const tripPage = withFirstPaint(INDEX, { ...home, path: TRIP_PATH, maintenanceMode: true, trip });
    expect(tripPage).not.toContain('home-shell');
    expect(tripPage).not.toContain('tp-hero');
    expect(tripPage).not.toContain('odyssey-trip-queries');
    expect(tripPage).toContain('<script type="module" crossorigin src="/assets/main.js"></script>');
  });

  it('leaves an index.html without a first paint unchanged', () => {
    expect(withFirstPaint('<div id="root"></div>', home)).toBe('<div id="root"></div>');
  });

  it('leaves the beta bar out of the first paint once the visitor has dismissed the banner', () => {
    expect(withFirstPaint(INDEX, home)).toContain('<div class="fp-beta"></div>');
    const html = withFirstPaint(INDEX, { ...home, betaBannerDismissed: true });
    expect(html).not.toContain('fp-beta');
    expect(html).toContain('<h1>Plan your perfect trip with');
  });
});
