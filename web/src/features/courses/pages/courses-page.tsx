import { NotBuiltPage } from '../../../components/not-built-page';

/** Available Courses (being built). */
export function CoursesPage() {
  return <NotBuiltPage title="Available Courses" headingOrder={1} />;
}

export default CoursesPage;
