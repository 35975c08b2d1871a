import { lazy, Suspense } from 'react';
import { TabLoading } from '../tab-loading';

const UsersPanel = lazy(() => import('./users-panel'));

/** The admin panel's Users tab; its code loads when the tab is first opened. */
export function UsersTab() {
  return (
    <Suspense fallback={<TabLoading />}>
      <UsersPanel />
    </Suspense>
  );
}
