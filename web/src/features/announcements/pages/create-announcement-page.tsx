import { NotBuiltPage } from '../../../components/not-built-page';

/** Placeholder: replaced by the page itself (issue 8). */
export function CreateAnnouncementPage() {
  return <NotBuiltPage title="Create Announcement" headingOrder={1} />;
}

export default CreateAnnouncementPage;
