import { NotBuiltPage } from '../../../components/not-built-page';

/** Placeholder: replaced by the page itself (issue 8). */
export function EditAnnouncementPage() {
  return <NotBuiltPage title="Edit Announcement" headingOrder={1} />;
}

export default EditAnnouncementPage;
