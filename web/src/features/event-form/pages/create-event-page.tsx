import { NotBuiltPage } from '../../../components/not-built-page';

/** Placeholder until this screen lands (issue 9). */
export default function Page() {
  return <NotBuiltPage title="Create Event" headingOrder={1} />;
}
