import { NotBuiltPage } from '../../../components/not-built-page';

/** Course Details (being built). */
export function CoursePage() {
  return <NotBuiltPage title="Course Details" headingOrder={1} />;
}

export default CoursePage;
