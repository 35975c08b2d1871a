import { NotBuiltPage } from '../../../components/not-built-page';

/** Placeholder: replaced by the page itself (issue 8). */
export function AdminPage() {
  return <NotBuiltPage title="Admin Panel" headingOrder={1} />;
}

export default AdminPage;
