import { useEffect, useState } from 'react';

/**
 * The current time, re-read every `everyMs`: keeps "waiting for" labels and countdowns moving
 * without refetching anything.
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
