import { describe, expect, it } from 'vitest';
import { jsonDepth } from './json-body.js';

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['"[[["', 0],
    ['[]', 1],
    ['{"a":[1,{"b":2}]}', 3],
    ['[[],[[]]]', 3],
    ['{"a":"}}]]","b":["\\"["]}', 2],
  ])('of %s is %i', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });
});
