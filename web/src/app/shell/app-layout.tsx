import { AppShell, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { RouteGuard } from '../route-guard';
import { Footer } from './footer';
import { TopNav } from './top-nav';

/** The root layout: top navigation, the guarded page, the footer. */
export function AppLayout() {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <TopNav />
      </AppShell.Header>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Container size="lg" w="100%" py="lg" style={{ flex: 1 }}>
          <RouteGuard>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </RouteGuard>
        </Container>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
