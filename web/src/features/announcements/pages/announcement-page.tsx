import { NotBuiltPage } from '../../../components/not-built-page';

/** Placeholder: replaced by the page itself (issue 8). */
export function AnnouncementPage() {
  return <NotBuiltPage title="Announcement" headingOrder={1} />;
}

export default AnnouncementPage;
