import { NotBuiltPanel } from '../not-built-panel';

/** The admin panel's Dashboard tab (issue 19 builds it). */
export function DashboardTab() {
  return <NotBuiltPanel title="Dashboard" />;
}
