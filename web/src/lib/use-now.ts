import { MINUTE_MS } from '@pointforge/domain';
import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every minute, so a tab left open turns a licence Expired
 * and counts its trial days down without a reload.
 */
export function useNow(intervalMs: number = MINUTE_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
