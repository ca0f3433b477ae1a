/**
 * jsdom setup for client component tests: the browser APIs jsdom lacks but the app touches.
 * (setupFiles: this runs before each test file, before the test framework is installed.)
 */
import { TextDecoder, TextEncoder } from 'node:util';
// Request/Response/Headers/fetch: React Router's data router builds a Request per navigation.
import 'whatwg-fetch';
import { configure } from '@testing-library/dom';

// React Router encodes with these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no PointerEvent; a MouseEvent with a pointer id is enough for swipe handling.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

// jsdom does not implement scrolling; ScrollRestoration and smooth-scroll calls are no-ops here.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// MUI's responsive helpers query media; jsdom has no layout, so nothing matches.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Lazy routes load their chunk before rendering; on a loaded CI machine that can take longer
// than testing-library's 1 s default for findBy*/waitFor. A real failure still fails, later.
// (@testing-library/dom, not /react: importing /react here, before jest's globals exist,
// would skip its automatic cleanup between tests.)
configure({ asyncUtilTimeout: 10_000 });

// No server answers WebSockets in component tests: the trip page's live changes (useTripChanges)
// see no WebSocket and stay off, as in a browser without one. The browser tests cover them.
Object.defineProperty(globalThis, 'WebSocket', { value: undefined, configurable: true, writable: true });
