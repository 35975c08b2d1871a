import { AppShell, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { RouteGuard } from '../route-guard';
import { Footer } from './footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopNav } from './top-nav';

/**
 * The root layout: skip link, top navigation, the guarded page in <main>, then the footer outside <main>
 * (its own contentinfo landmark). The shell is a column so the footer sits at the bottom of short pages.
 */
export function AppLayout() {
  return (
    <AppShell
      header={{ height: 64 }}
      padding={0}
      style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}
    >
      <SkipLink />
      <AppShell.Header>
        <TopNav />
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, minHeight: 0 }}>
        <Container size="lg" w="100%" py="lg">
          <RouteGuard>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </RouteGuard>
        </Container>
      </AppShell.Main>
      <Footer />
    </AppShell>
  );
}
