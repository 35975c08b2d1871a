import { useEffect } from 'react';

const APP_NAME = 'Campus';

/** "Login · Campus": the page's own name first, so tabs, history and screen readers tell pages apart. */
export function documentTitle(page: string): string {
  return page ? `${page} · ${APP_NAME}` : APP_NAME;
}

/** Sets the document title while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
