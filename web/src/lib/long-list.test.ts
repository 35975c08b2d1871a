import { describe, expect, it } from 'vitest';
import { person } from '../features/my-courses/testing/sample-my-courses';
import { moreText, searchPeople, visiblePeople } from './long-list';

const emma = person(1, 'Emma', 'Wilson', 'emma.wilson');
const noah = person(2, 'Noah', 'Smith', 'noah.smith');
const ava = person(3, 'Ava', 'Johnson', 'ava.j');

describe('long people lists', () => {
  it('searches first name, last name, the full name and username, in any case', () => {
    expect(searchPeople([emma, noah, ava], '')).toEqual([emma, noah, ava]);
    expect(searchPeople([emma, noah, ava], ' WIL ')).toEqual([emma]);
    expect(searchPeople([emma, noah, ava], 'noah smith')).toEqual([noah]);
    expect(searchPeople([emma, noah, ava], 'ava.j')).toEqual([ava]);
    expect(searchPeople([emma, noah, ava], 'zzz')).toEqual([]);
  });

  it('draws the first ones and keeps every ticked person', () => {
    expect(visiblePeople([emma, noah, ava], [], 2)).toEqual([emma, noah]);
    expect(visiblePeople([emma, noah, ava], ['3'], 2)).toEqual([emma, noah, ava]);
    expect(visiblePeople([emma, noah, ava], [], 3)).toEqual([emma, noah, ava]);
    // After Select All the extra ticked ones are bounded too.
    expect(visiblePeople([emma, noah, ava], ['1', '2', '3'], 1)).toEqual([emma, noah]);
    expect(moreText(100, 10018)).toBe('Showing 100 of 10,018. Search to find the others.');
    expect(moreText(3, 3)).toBeNull();
  });
});
