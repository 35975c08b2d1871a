import type { Course } from '@campus/sdk';
import { CardGrid } from '../../../components/card-grid';
import { CourseCard } from './course-card';

export { CardGridSkeleton as CourseGridSkeleton } from '../../../components/card-grid';

/** Course cards in a responsive grid, as a list. */
export function CourseGrid({ courses, headingOrder = 2 }: { courses: Course[]; headingOrder?: 2 | 3 }) {
  return (
    <CardGrid
      items={courses}
      renderCard={(course) => <CourseCard course={course} headingOrder={headingOrder} />}
    />
  );
}
