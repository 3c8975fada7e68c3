import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
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

afterEach(async () => {
  cleanup();
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
