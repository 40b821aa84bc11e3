import { type PointerEvent, useRef } from 'react';

/** How far a finger must move across to turn to the next photo. */
const SWIPE_PX = 40;

/**
 * Swipes on a touch screen (or pen), left for the next photo and right for the
 * previous one; a mouse drags nothing. `swiped()` tells a click that ends a swipe
 * from a real click, so a swipe over a photo link does not also follow it.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<number | null>(null);
  const justSwiped = useRef(false);
  return {
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        justSwiped.current = false;
        if (event.pointerType !== 'mouse') start.current = event.clientX;
      },
      onPointerUp: (event: PointerEvent) => {
        const from = start.current;
        start.current = null;
        if (from === null) return;
        const distance = event.clientX - from;
        if (Math.abs(distance) < SWIPE_PX) return;
        justSwiped.current = true;
        onSwipe(distance < 0 ? 1 : -1);
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
    swiped: () => justSwiped.current,
  };
}
