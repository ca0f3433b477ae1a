import { withSiteName } from '../site-name.js';

const INDEX = [
  '<html><head><title>Odyssey</title></head><body>',
  '<noscript><span data-site-name>Odyssey</span> needs JavaScript to plan your trips.</noscript>',
  '<div id="root"><div class="fp-top"><span data-site-name>Odyssey</span></div></div></body></html>',
].join('');

describe('withSiteName', () => {
  it("writes the configured name, escaped, in the tab title, the no-JavaScript message and the first paint's bars", () => {
    const html = withSiteName(INDEX, 'Tom & Jerry <Tours>');
    expect(html).toContain('<title>Tom &amp; Jerry &lt;Tours&gt;</title>');
    expect(html).toContain('<noscript><span data-site-name>Tom &amp; Jerry &lt;Tours&gt;</span> needs JavaScript to plan your trips.</noscript>');
    expect(html).toContain('<div class="fp-top"><span data-site-name>Tom &amp; Jerry &lt;Tours&gt;</span></div>');
    expect(html).not.toContain('Odyssey');
  });

  it('leaves a name that looks like a replacement pattern as it is', () => {
    const html = withSiteName(INDEX, "$& $' Trips");
    expect(html).toContain('<title>$&amp; $&#39; Trips</title>');
    expect(html).toContain("<span data-site-name>$&amp; $&#39; Trips</span>");
  });
});
