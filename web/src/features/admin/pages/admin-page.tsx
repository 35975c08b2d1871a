import { Stack, Tabs, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OrganizationManagement } from '../../organizations/components/organization-management';
import { ADMIN_TABS, type AdminTabKey, adminTabFrom, DEFAULT_ADMIN_TAB } from '../components/admin-tabs';
import { NotBuiltPanel } from '../components/not-built-panel';

/** The tab's content: only Organizations is built so far (issue 8); later issues build the others. */
function AdminTabContent({ tab, label }: { tab: AdminTabKey; label: string }) {
  if (tab === 'organizations') return <OrganizationManagement />;
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
  // On a phone the tab row scrolls; the open tab (Organizations is the last) is brought into view.
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tab = listRef.current?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const select = (key: string | null) => {
    if (!key) return;
    setParams(key === DEFAULT_ADMIN_TAB ? {} : { tab: key });
  };
  return (
    <Stack gap="md">
      <Title order={1}>Admin Panel</Title>
      <Tabs value={active} onChange={select} keepMounted={false}>
        {/* One row that scrolls sideways on a phone, as the dashboard's tabs do. */}
        <Tabs.List ref={listRef} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {ADMIN_TABS.map((tab) => (
            <Tabs.Tab
              key={tab.key}
              value={tab.key}
              data-tab={tab.key}
              style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
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
