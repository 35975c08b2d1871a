import { COURSE_APPROVAL_TEXT, paths } from '@campus/sdk';
import { Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { ScrollingTabList } from '../../../components/scrolling-tab-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OrganizationManagement } from '../../organizations/components/organization-management';
import { ADMIN_TABS, type AdminTabKey, adminTabFrom, DEFAULT_ADMIN_TAB } from '../components/admin-tabs';
import { NotBuiltPanel } from '../components/not-built-panel';

/** The tab's content: only Organizations is built so far (issue 8); later issues build the others. */
function AdminTabContent({ tab, label }: { tab: AdminTabKey; label: string }) {
  if (tab === 'organizations') return <OrganizationManagement />;
  if (tab === 'courses') {
    // Until this tab lists courses, it points to where the pending ones can be approved (issue 18).
    return (
      <NotBuiltPanel title={label}>
        <Text mt="sm">
          {COURSE_APPROVAL_TEXT.awaitingTitle} are listed, with Approve and Reject, on{' '}
          <Anchor component={Link} to={paths.dashboardTab('my-courses')}>
            My Courses
          </Anchor>
          .
        </Text>
      </NotBuiltPanel>
    );
  }
  return <NotBuiltPanel title={label} />;
}

/**
 * The admin panel (admins only; the route guard sends others to /). The tab lives in the URL
 * (?tab=organizations), so a reload or a shared link opens the same tab; Courses is the default.
 */
export function AdminPage() {
  useDocumentTitle('Admin Panel');
  const [params, setParams] = useSearchParams();
  const active = adminTabFrom(params.get('tab'));
  const select = (key: string | null) => {
    if (!key) return;
    setParams(key === DEFAULT_ADMIN_TAB ? {} : { tab: key });
  };
  return (
    <Stack gap="md">
      <Title order={1}>Admin Panel</Title>
      <Tabs value={active} onChange={select} keepMounted={false}>
        {/* On a phone the row scrolls; the open tab (Organizations is the last) is brought into view. */}
        <ScrollingTabList tabs={ADMIN_TABS} active={active} />
        {ADMIN_TABS.map((tab) => (
          <Tabs.Panel key={tab.key} value={tab.key} pt="md">
            <AdminTabContent tab={tab.key} label={tab.label} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

export default AdminPage;
