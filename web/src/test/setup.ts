import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { AREAS } from '../i18n/areas.ts';
import { initI18n, loadAreas } from '../i18n/i18n.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { markSignedOut } from '../lib/auth/return-to.ts';

// Mantine asks for these browser APIs, which jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => {};
// Mantine's autosizing Textarea listens for web fonts loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

// Lazy routes load slowly when the whole suite shares two cores: wait up to 5 s
// for an element before calling it missing.
configure({ asyncUtilTimeout: 5000 });

await initI18n('en');
// A test may show any page in any language: every area is marked shown, as if visited.
await loadAreas(AREAS);

/**
 * The test files share one jsdom (vitest.config.ts runs the web project without per-file
 * isolation): what a test defines on these objects (a fake camera or position, a measured width,
 * an object URL) is put back as it was before the test.
 */
const SHARED_OBJECTS: object[] = [
  navigator,
  URL,
  Node.prototype,
  Element.prototype,
  HTMLElement.prototype,
  HTMLAnchorElement.prototype,
  HTMLCanvasElement.prototype,
  HTMLMediaElement.prototype,
];
let ownProperties: PropertyDescriptorMap[] = [];
beforeEach(() => {
  ownProperties = SHARED_OBJECTS.map((object) => Object.getOwnPropertyDescriptors(object));
});

function restoreOwnProperties(object: object, before: PropertyDescriptorMap): void {
  for (const key of Reflect.ownKeys(object)) {
    if (!(key in before)) Reflect.deleteProperty(object, key);
  }
  for (const key of Reflect.ownKeys(before)) {
    const was = before[key as keyof PropertyDescriptorMap]!;
    const now = Object.getOwnPropertyDescriptor(object, key);
    const same =
      now !== undefined &&
      now.value === was.value &&
      now.get === was.get &&
      now.set === was.set &&
      now.writable === was.writable &&
      now.enumerable === was.enumerable;
    if (!same) Object.defineProperty(object, key, was);
  }
}

afterEach(async () => {
  cleanup();
  // Spies first (they restore what they wrapped), then anything else defined on the shared objects.
  vi.restoreAllMocks();
  SHARED_OBJECTS.forEach((object, i) => restoreOwnProperties(object, ownProperties[i]!));
  // Notifications live in a module-level store: one test's must not show in the next.
  notifications.clean();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setUnauthorizedHandler(null);
  markSignedOut(false);
  sessionStorage.clear();
  document.cookie = 'orgdesk_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  localStorage.clear();
  await initI18n('en');
});
