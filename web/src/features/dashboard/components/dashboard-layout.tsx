import { dashboardTabs } from '@campus/sdk';
import { Stack, Tabs, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';

// The owner-calendar and users tabs depend on owned courses, events and organizations, which later
// issues load; until then they stay hidden.
const TAB_CONTEXT = { ownsCourseOrEvent: false, ownsOrganization: false };

/** The dashboard: its tabs (spec section 2) over the selected tab's page. */
export function DashboardLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = dashboardTabs(TAB_CONTEXT);
  const active = tabs.find((tab) => pathname.startsWith(tab.path))?.key ?? null;
  return (
    <Stack gap="md">
      <Title order={1}>Dashboard</Title>
      <Tabs value={active} onChange={(key) => key && void navigate(`/dashboard/${key}`)}>
        {/* One row that scrolls sideways on a phone, instead of wrapping onto a second line. */}
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.key} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}

export default DashboardLayout;
