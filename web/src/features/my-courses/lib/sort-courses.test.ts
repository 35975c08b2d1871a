import { describe, expect, it } from 'vitest';
import { robotics, science, writing } from '../testing/sample-my-courses';
import { sortCourses, teacherText } from './sort-courses';

const names = (courses: { name: string }[]) => courses.map((course) => course.name);

describe('sortCourses', () => {
  const courses = [robotics, science, writing];

  it('sorts by name either way without changing the input', () => {
    expect(names(sortCourses(courses, 'name', 'asc'))).toEqual([
      'Creative Writing Circle',
      'Grade 8 Science Lab',
      'Introduction to Robotics',
    ]);
    expect(names(sortCourses(courses, 'name', 'desc'))).toEqual([
      'Introduction to Robotics',
      'Grade 8 Science Lab',
      'Creative Writing Circle',
    ]);
    expect(names(courses)).toEqual([
      'Introduction to Robotics',
      'Grade 8 Science Lab',
      'Creative Writing Circle',
    ]);
  });

  it('sorts status and teacher by what the cells show (badge label, username or Unknown)', () => {
    // Draft < Pending Approval < Published
    expect(names(sortCourses(courses, 'status', 'asc'))).toEqual([
      'Grade 8 Science Lab',
      'Creative Writing Circle',
      'Introduction to Robotics',
    ]);
    // coordinator < teacher < Unknown
    expect(names(sortCourses(courses, 'teacher', 'asc'))).toEqual([
      'Grade 8 Science Lab',
      'Introduction to Robotics',
      'Creative Writing Circle',
    ]);
    expect(teacherText(writing)).toBe('Unknown');
  });

  it('breaks ties by name, whichever the direction', () => {
    // robotics needs approval (Yes); the other two do not (No), and keep name order between them.
    expect(names(sortCourses(courses, 'approval_required', 'asc'))).toEqual([
      'Creative Writing Circle',
      'Grade 8 Science Lab',
      'Introduction to Robotics',
    ]);
    expect(names(sortCourses(courses, 'approval_required', 'desc'))).toEqual([
      'Introduction to Robotics',
      'Creative Writing Circle',
      'Grade 8 Science Lab',
    ]);
  });
});
