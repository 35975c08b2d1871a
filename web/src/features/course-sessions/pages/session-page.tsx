import { NotBuiltPage } from '../../../components/not-built-page';

/** Session Details (being built). */
export function SessionPage() {
  return <NotBuiltPage title="Session Details" headingOrder={1} />;
}

export default SessionPage;
