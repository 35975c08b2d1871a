import { PAGER_MAX_BUTTONS } from './constants.js';

/**
 * The page buttons of a pager: at most `maxButtons` consecutive pages, the current one centred where
 * possible (spec section 9: the announcement pager shows up to 5 page buttons).
 */
export function pagerPages(currentPage: number, lastPage: number, maxButtons = PAGER_MAX_BUTTONS): number[] {
  const last = Math.max(1, lastPage);
  const current = Math.min(Math.max(1, currentPage), last);
  const count = Math.min(maxButtons, last);
  let first = current - Math.floor(count / 2);
  first = Math.max(1, Math.min(first, last - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
}
