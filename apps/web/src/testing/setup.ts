// Setup of the web component tests (vitest project web-components, jsdom). jsdom lacks a few
// browser APIs the app uses; each stand-in below does the least that makes the app's own code
// run as it does in a browser.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadSessionApi } from '../features/session/session-context';

/** Media queries: a wide screen, and no wish for reduced motion, unless a test says otherwise. */
export const mediaQueries = new Map<string, boolean>([
  ['(min-width: 1024px)', true],
  ['(prefers-reduced-motion: reduce)', false],
]);

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList => ({
    media: query,
    matches: mediaQueries.get(query) ?? false,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

// The native <dialog>: jsdom has the element but not its modal methods.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

Element.prototype.scrollIntoView ??= () => {};
// jsdom has window.scrollTo but only to complain that it does not scroll.
window.scrollTo = () => {};

// The app loads its account API when a token is first there to check (session-context.tsx); the
// tests load it once here, so a signed-in page knows its user as soon as the /api/me stub answers,
// as it did when the API was part of the first load.
await loadSessionApi();

// findBy… and waitFor give a page's lazily loaded code time to arrive on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Object URLs of picked files and recordings: Node's URL.createObjectURL takes only Node's own
// Blobs, not jsdom's Files; each gets a fresh blob: URL, as in a browser.
let objectUrls = 0;
URL.createObjectURL = () => `blob:http://localhost:3000/object-${++objectUrls}`;
URL.revokeObjectURL = () => {};

// Pointer events (touch swipes): jsdom has none, so they would arrive without their pointer.
if (typeof window.PointerEvent !== 'function') {
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? '';
      this.isPrimary = init.isPrimary ?? false;
    }
  }
  window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
}

// The Web Animations API (element.animate), which jsdom lacks: an animation that is already over.
Element.prototype.animate ??= function animate() {
  return {
    finished: Promise.resolve(),
    cancel: () => {},
    finish: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  } as unknown as Animation;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  mediaQueries.set('(min-width: 1024px)', true);
  mediaQueries.set('(prefers-reduced-motion: reduce)', false);
});
