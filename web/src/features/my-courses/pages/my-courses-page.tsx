import { NotBuiltPage } from '../../../components/not-built-page';

/** My Courses (being built). */
export function MyCoursesPage() {
  return <NotBuiltPage title="My Courses" headingOrder={2} />;
}

export default MyCoursesPage;
