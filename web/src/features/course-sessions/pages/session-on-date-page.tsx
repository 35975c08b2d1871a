import { NotBuiltPage } from '../../../components/not-built-page';

/** Next Session (being built). */
export function SessionOnDatePage() {
  return <NotBuiltPage title="Next Session" headingOrder={1} />;
}

export default SessionOnDatePage;
