import { startScriptsAfterFirstPaint } from '../scripts-after-first-paint.js';

const HEAD = [
  '    <title>Odyssey</title>',
  '    <script type="module" fetchpriority="low" crossorigin src="/assets/main-1.js"></script>',
  '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-2.js">',
  '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/router-3.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/main-4.css">',
  '  </head>',
].join('\n');

describe('startScriptsAfterFirstPaint', () => {
  it("replaces the app's module scripts with the starter, which gets the entry and the modules to preload, and keeps the stylesheet", () => {
    expect(startScriptsAfterFirstPaint(HEAD)).toBe(
      [
        '    <title>Odyssey</title>',
        '    <link rel="stylesheet" crossorigin href="/assets/main-4.css">',
        '    <script src="/start-after-first-paint.js" data-entry="/assets/main-1.js" data-preload="/assets/react-2.js /assets/router-3.js" async></script>',
        '  </head>',
      ].join('\n'),
    );
  });

  it('leaves a page without the build’s low-priority entry script as it is', () => {
    const plain = '<head><script type="module" crossorigin src="/assets/main.js"></script></head>';
    expect(startScriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
