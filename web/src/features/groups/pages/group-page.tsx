import { NotBuiltPage } from '../../../components/not-built-page';

/** Placeholder: replaced by the page itself (issue 8). */
export function GroupPage() {
  return <NotBuiltPage title="Group" headingOrder={1} />;
}

export default GroupPage;
