import { dateIn } from '@campus/sdk';
import { useMediaQuery } from '@mantine/hooks';

/** Today on this device's wall clock ('YYYY-MM-DD'), read at each render so a page left open rolls over. */
export function useToday(): string {
  return dateIn(new Date());
}

/** A phone-sized screen (Mantine's sm breakpoint, as the other screens use). */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 48em)') ?? false;
}
