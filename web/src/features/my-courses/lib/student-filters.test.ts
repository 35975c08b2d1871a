import { describe, expect, it } from 'vitest';
import { candidate, person } from '../testing/sample-my-courses';
import { ALL, addableCandidates, candidateGroups, filterStudents } from './student-filters';

const lab = { id: 1, name: 'Grade 8 Science' };
const chess = { id: 2, name: 'Chess Club' };
const emma = candidate(person(11, 'Emma', 'Wilson', 'emma.wilson'), { school_grade: '8', groups: [lab] });
const noah = candidate(person(12, 'Noah', 'Smith', 'noah.smith'), {
  school_grade: '7',
  groups: [lab, chess],
  enrollment_status: 'requested',
});
const sam = candidate(person(13, 'Sam', 'Student', 'student'), {
  school_grade: '8',
  groups: [chess],
  enrollment_status: 'enrolled',
});

describe('add-students filters', () => {
  it('leaves out the people already enrolled, keeps the others (a requested one may be added)', () => {
    expect(addableCandidates([emma, noah, sam]).map((c) => c.id)).toEqual([11, 12]);
  });

  it('filters by group and by grade, together', () => {
    const people = [emma, noah];
    expect(filterStudents(people, { group: ALL, grade: ALL })).toEqual(people);
    expect(filterStudents(people, { group: '2', grade: ALL }).map((c) => c.id)).toEqual([12]);
    expect(filterStudents(people, { group: '1', grade: '8' }).map((c) => c.id)).toEqual([11]);
    expect(filterStudents(people, { group: '2', grade: '8' })).toEqual([]);
  });

  it('offers each group once, by name', () => {
    expect(candidateGroups([emma, noah, sam])).toEqual([chess, lab]);
  });
});
