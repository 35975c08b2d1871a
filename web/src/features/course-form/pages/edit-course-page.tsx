import { NotBuiltPage } from '../../../components/not-built-page';

/** Edit Course (being built). */
export function EditCoursePage() {
  return <NotBuiltPage title="Edit Course" headingOrder={1} />;
}

export default EditCoursePage;
