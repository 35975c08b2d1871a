import { dashboardTabs } from '@campus/sdk';
import { Stack, Tabs, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { ScrollingTabList } from '../../../components/scrolling-tab-list';
import { useOwnsCourseOrEvent } from '../../calendar/api/owned-sources';
import { useOwnedOrganizations } from '../../organizations/api/get-owned-organizations';

/**
 * Which of the owner-only tabs show: Users for an organization owner (GET /organizations/owned, empty
 * on failure), Owner Calendar for the owner of a course or event (the owner calendar's lists, none on
 * failure).
 */
function useTabContext() {
  const owned = useOwnedOrganizations();
  return { ownsCourseOrEvent: useOwnsCourseOrEvent(), ownsOrganization: (owned.data?.length ?? 0) > 0 };
}

/** The dashboard: its tabs (spec section 2) over the selected tab's page. */
export function DashboardLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = dashboardTabs(useTabContext());
  const active = tabs.find((tab) => pathname.startsWith(tab.path))?.key ?? null;
  return (
    <Stack gap="md">
      <Title order={1}>Dashboard</Title>
      <Tabs value={active} onChange={(key) => key && void navigate(`/dashboard/${key}`)}>
        {/* On a phone the row scrolls; the open tab (Users is the last) is brought into view. */}
        <ScrollingTabList tabs={tabs} active={active} />
      </Tabs>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}

export default DashboardLayout;
