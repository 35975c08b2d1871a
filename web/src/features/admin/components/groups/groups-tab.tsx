import { NotBuiltPanel } from '../not-built-panel';

/** The admin panel's Groups tab (issue 19 builds it). */
export function GroupsTab() {
  return <NotBuiltPanel title="Groups" />;
}
