import { NotBuiltPage } from '../../../components/not-built-page';

/** Placeholder: replaced by the page itself (issue 8). */
export function UsersTabPage() {
  return <NotBuiltPage title="Users" headingOrder={2} />;
}

export default UsersTabPage;
