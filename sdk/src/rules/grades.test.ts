import { describe, expect, it } from 'vitest';
import { SCHOOL_GRADES, schoolGradeLabel } from './grades.js';

describe('schoolGradeLabel', () => {
  it.each([
    ['Pre-K', 'Pre-K'],
    ['KK', 'Kindergarten (KK)'],
    ['1', 'Grade 1'],
    ['12', 'Grade 12'],
    ['University', 'University'],
    ['Masters', 'Masters'],
    ['Ph.D.', 'Ph.D.'],
  ])('%s reads as %s', (grade, label) => {
    expect(schoolGradeLabel(grade)).toBe(label);
  });

  it('gives the 17 grades 17 different labels', () => {
    expect(new Set(SCHOOL_GRADES.map(schoolGradeLabel)).size).toBe(17);
  });
});
