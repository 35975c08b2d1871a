import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { ScrollingTabList } from '../../../components/scrolling-tab-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminTabPanel } from '../components/admin-tab-panel';
import { ADMIN_TABS, adminTabFrom, DEFAULT_ADMIN_TAB } from '../components/admin-tabs';

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
            <AdminTabPanel tab={tab.key} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

export default AdminPage;
