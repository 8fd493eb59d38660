import { useEffect, useState } from 'react';

/**
 * The time now, renewed every `intervalMs`: "il y a 5 minutes" must not stay five minutes for the
 * hour the page is left open.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
