import { NotBuiltPanel } from '../not-built-panel';

/** The admin panel's Users tab (issue 19 builds it). */
export function UsersTab() {
  return <NotBuiltPanel title="Users" />;
}
