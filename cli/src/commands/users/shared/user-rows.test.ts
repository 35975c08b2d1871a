import { describe, expect, it } from 'vitest';
import { pageSummary } from './user-rows.js';

const page = (current_page: number, last_page: number, total: number) => ({
  data: [],
  current_page,
  last_page,
  per_page: 25,
  total,
});

describe('pageSummary', () => {
  it('says which rows of how many, and how to see more', () => {
    expect(pageSummary(page(2, 6, 130), 25, false)).toBe(
      'Showing 26-50 of 130 users (page 2 of 6). Next: --page 3, or --all.',
    );
    expect(pageSummary(page(6, 6, 130), 5, false)).toBe('Showing 126-130 of 130 users (page 6 of 6).');
    expect(pageSummary(page(1, 6, 130), 130, true)).toBe('Showing all 130 users.');
    expect(pageSummary(page(9, 1, 3), 0, false)).toBe('No users on page 9 (3 users, 1 page).');
    expect(pageSummary(page(1, 1, 0), 0, false)).toBe('No users found.');
  });
});
