import { describe, expect, it } from 'vitest';
import { pagerPages } from './pager.js';

describe('pagerPages', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 9, [1, 2, 3, 4, 5]],
    [5, 9, [3, 4, 5, 6, 7]],
    [9, 9, [5, 6, 7, 8, 9]],
    [8, 9, [5, 6, 7, 8, 9]],
    [0, 0, [1]],
    [12, 9, [5, 6, 7, 8, 9]],
  ])('page %i of %i shows %j', (current, last, pages) => {
    expect(pagerPages(current, last)).toEqual(pages);
  });
});
