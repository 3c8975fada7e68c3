import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, type Params } from 'react-router';

/** What a route tells the shell about its page: an English title, and where it sits. */
export interface PageHandle {
  title: string | ((params: Params) => string);
  /** The breadcrumb before the title; the dashboard when not given. */
  parent?: { label: string; to: string };
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The deepest matched route's page handle and its resolved English title. */
export function useCurrentPage(): { handle: PageHandle; title: string } | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (match && isPageHandle(match.handle)) {
      const { handle } = match;
      const title = typeof handle.title === 'function' ? handle.title(match.params) : handle.title;
      return { handle, title };
    }
  }
  return null;
}

/** Keeps the browser tab's title on the current page, in the current language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const page = useCurrentPage();
  const title = page ? `${t(page.title)} · Orgdesk` : 'Orgdesk';
  useEffect(() => {
    document.title = title;
  }, [title]);
}
