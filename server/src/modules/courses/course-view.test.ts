import { describe, expect, it } from 'vitest';
import { demoDatabaseForFile } from '../../testing/demo-database-for-file.js';
import { findCoursesByIds } from './course-view.js';

const demo = demoDatabaseForFile();

describe('findCoursesByIds', () => {
  it('reads courses with teacher, groups, enrolled count and the viewer status in the contract shape', async () => {
    const robotics = demo.ids.course('Introduction to Robotics');
    const science = demo.ids.course('Grade 8 Science Lab');
    const student = demo.ids.user('student');
    const found = await findCoursesByIds(demo.database.db, [robotics, science, robotics], student);
    expect(found.size).toBe(2);
    const course = found.get(robotics);
    expect(course?.teacher?.username).toBe('teacher');
    expect(course?.enrolled_count).toBe(2);
    expect(course?.enrollment_status).toBe('enrolled');
    expect(course?.weekly_days).toEqual(['monday', 'wednesday']);
    expect(course?.start_time).toMatch(/^\d{2}:\d{2}$/);
    expect(found.get(science)?.groups?.map((group) => group.name)).toEqual(['Grade 8 Science']);
    const asGuest = await findCoursesByIds(demo.database.db, [robotics]);
    expect(asGuest.get(robotics)?.enrollment_status).toBeNull();
  });
});
