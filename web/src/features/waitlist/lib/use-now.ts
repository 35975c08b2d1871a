import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` while the component is on screen (for a countdown). */
export function useNow(everyMs = 1_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
