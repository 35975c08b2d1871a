import { NotBuiltPanel } from '../not-built-panel';

/** The admin panel's Courses tab (issue 19 builds it). */
export function CoursesTab() {
  return <NotBuiltPanel title="Courses" />;
}
