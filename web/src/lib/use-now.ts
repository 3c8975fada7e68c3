import { useEffect, useState } from 'react';

/** Now, moving on every `tickMs` while the page stays open ("5 minutes ago" keeps true). */
export function useNow(tickMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
