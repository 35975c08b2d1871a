import { NotBuiltPage } from '../../../components/not-built-page';

/** Create New Course (being built). */
export function CreateCoursePage() {
  return <NotBuiltPage title="Create New Course" headingOrder={1} />;
}

export default CreateCoursePage;
