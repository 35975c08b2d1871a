import { lazy, Suspense } from 'react';
import { TabLoading } from '../tab-loading';

const DashboardPanel = lazy(() => import('./dashboard-panel'));

/** The admin panel's Dashboard tab; its code loads when the tab is first opened. */
export function DashboardTab() {
  return (
    <Suspense fallback={<TabLoading />}>
      <DashboardPanel />
    </Suspense>
  );
}
