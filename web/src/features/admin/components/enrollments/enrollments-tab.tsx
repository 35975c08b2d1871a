import { NotBuiltPanel } from '../not-built-panel';

/** The admin panel's Enrollments tab (issue 19 builds it). */
export function EnrollmentsTab() {
  return <NotBuiltPanel title="Enrollments" />;
}
