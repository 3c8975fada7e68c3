import { useCallback, useState } from 'react';

/**
 * The notices of fields that strip characters as they are typed (spec 001 §5): once a keystroke
 * loses characters the field says why, until the user leaves it.
 */
export function useStripNotices<Name extends string>() {
  const [notices, setNotices] = useState<Partial<Record<Name, string>>>({});

  const set = useCallback((name: Name, message: string | undefined) => {
    setNotices((previous) => (previous[name] === message ? previous : { ...previous, [name]: message }));
  }, []);

  /** Called on each change: shows `message` when characters were stripped. */
  const record = useCallback(
    (name: Name, stripped: boolean, message: string) => {
      if (stripped) set(name, message);
    },
    [set],
  );

  /** Called when the field is left (or emptied by another field). */
  const dismiss = useCallback((name: Name) => set(name, undefined), [set]);

  const clearAll = useCallback(() => setNotices({}), []);

  return { notice: (name: Name): string | undefined => notices[name], record, dismiss, clearAll };
}
