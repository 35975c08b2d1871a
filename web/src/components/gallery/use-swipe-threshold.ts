import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect } from 'react';

/**
 * The spec's swipe rule (section 9: 50 px): a swipe or drag of at least `threshold` pixels along the
 * carousel moves one photo in its direction; a shorter one leaves the photo where it was. Embla alone
 * decides by speed and by the nearest snap, so a slow long drag could snap back and a short flick could
 * move; this settles both after embla's own pointer-up.
 */
export function useSwipeThreshold(embla: EmblaCarouselType | null, threshold: number): void {
  useEffect(() => {
    if (!embla) return;
    const root = embla.rootNode();
    const view = root.ownerDocument.defaultView ?? window;
    let start: { x: number; index: number } | null = null;
    let lastX = 0;

    const down = (event: PointerEvent) => {
      start = { x: event.clientX, index: embla.selectedScrollSnap() };
      lastX = event.clientX;
    };
    const move = (event: PointerEvent) => {
      if (start) lastX = event.clientX;
    };
    const up = () => {
      if (!start) return;
      const { x, index } = start;
      start = null;
      const distance = lastX - x;
      const moved = embla.selectedScrollSnap() !== index;
      if (Math.abs(distance) < threshold) {
        if (moved) embla.scrollTo(index);
      } else if (!moved) {
        if (distance < 0) embla.scrollNext();
        else embla.scrollPrev();
      }
    };

    root.addEventListener('pointerdown', down);
    view.addEventListener('pointermove', move);
    embla.on('pointerUp', up);
    return () => {
      root.removeEventListener('pointerdown', down);
      view.removeEventListener('pointermove', move);
      embla.off('pointerUp', up);
    };
  }, [embla, threshold]);
}
