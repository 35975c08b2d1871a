import { NotBuiltPage } from '../../../components/not-built-page';

/** Placeholder: replaced by the page itself (issue 8). */
export function MyGroupsPage() {
  return <NotBuiltPage title="My Groups" headingOrder={2} />;
}

export default MyGroupsPage;
