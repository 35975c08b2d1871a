import { NotBuiltPanel } from '../not-built-panel';

/** The admin panel's Events tab (issue 19 builds it). */
export function EventsTab() {
  return <NotBuiltPanel title="Events" />;
}
