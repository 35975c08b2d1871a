import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect } from 'react';

/**
 * Moves the carousel to the next slide every `intervalMs` while `running` (spec section 9: every 5
 * seconds). Never runs for people who ask for reduced motion; a manual move starts the wait again.
 */
export function useAutoAdvance(
  embla: EmblaCarouselType | null,
  { running, intervalMs }: { running: boolean; intervalMs: number },
): { reducedMotion: boolean } {
  const reducedMotion = useReducedMotion() === true;
  const active = running && !reducedMotion && embla !== null;

  useEffect(() => {
    if (!active || !embla) return;
    let timer = window.setInterval(() => embla.scrollNext(), intervalMs);
    const restart = () => {
      window.clearInterval(timer);
      timer = window.setInterval(() => embla.scrollNext(), intervalMs);
    };
    embla.on('pointerDown', restart);
    embla.on('select', restart);
    return () => {
      window.clearInterval(timer);
      embla.off('pointerDown', restart);
      embla.off('select', restart);
    };
  }, [active, embla, intervalMs]);

  return { reducedMotion };
}
