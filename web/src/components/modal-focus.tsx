import { useEffect, useRef, type ReactNode } from 'react';

/** What can hold the focus, as a Tab would reach it. */
const FIELD_SELECTOR = [
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'button',
  'a[href]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(', ');

/** Whether a Tab could reach `element`: enabled, not taken out of the order, not hidden. */
function reachable(element: HTMLElement): boolean {
  if (element.matches(':disabled') || element.tabIndex < 0) return false;
  return element.closest('[hidden], [aria-hidden="true"], [inert]') === null;
}

/** The control a modal's content starts at: the one marked data-autofocus, else its first field. */
function startOf(content: HTMLElement): HTMLElement | null {
  const marked = content.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  return [...content.querySelectorAll<HTMLElement>(FIELD_SELECTOR)].find(reachable) ?? null;
}

/**
 * Puts a modal's first field in the focus once its content shows, even when that content loads
 * after the modal opened (a form waiting for its options shows a skeleton first, a camera starts).
 *
 * The modal's focus trap places the focus when it opens: on the control marked data-autofocus,
 * else the first one it finds, which is the header's Close button while the content has nothing
 * yet (or marks nothing); a marked control still disabled (a camera's Capture) cannot take it.
 * Until the person presses a key or the pointer in the modal, a focus outside the content (on the
 * header, the modal itself, or still on what opened it) moves to the content's data-autofocus
 * control, else its first field, as soon as the content has one that can take it; where the
 * person puts the focus, it stays.
 */
export function FocusContentWhenLoaded({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const content = ref.current;
    const dialog = content?.closest<HTMLElement>('[role="dialog"]');
    if (!content || !dialog) return;

    const place = () => {
      const focused = document.activeElement;
      // Not where the person went (inside the content), nor into another dialog over this one.
      if (focused && content.contains(focused)) return;
      const over = focused?.closest('[role="dialog"]');
      if (over && over !== dialog) return;
      startOf(content)?.focus();
    };
    const observer = new MutationObserver(place);
    const stop = () => {
      observer.disconnect();
      dialog.removeEventListener('focusin', place);
      dialog.removeEventListener('keydown', stop, true);
      dialog.removeEventListener('pointerdown', stop, true);
    };
    // A field appearing, or one enabled (a camera's Capture once it shows a picture).
    observer.observe(content, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    dialog.addEventListener('focusin', place);
    dialog.addEventListener('keydown', stop, true);
    dialog.addEventListener('pointerdown', stop, true);
    return stop;
  }, []);

  // display: contents leaves the modal's layout as it was.
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
