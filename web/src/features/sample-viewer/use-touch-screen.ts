import { useSyncExternalStore } from 'react';

/** A screen whose main pointer is a finger: coarse, and unable to hover (phones, tablets). */
const TOUCH_SCREEN = '(pointer: coarse) and (hover: none)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(TOUCH_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True while the primary pointer is a finger; follows a change (a tablet's keyboard and trackpad attached). Browser only. */
export function useTouchScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(TOUCH_SCREEN).matches,
    () => false,
  );
}
