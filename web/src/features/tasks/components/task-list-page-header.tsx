import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PageHeader, type Crumb } from '../../../components/page-header.tsx';

/** A breadcrumb step: English label and address. */
export interface TaskPageParent {
  label: string;
  to: string;
}

/**
 * The English title and parent the router's page handle gives the current page (the app's route
 * table is their single source; features do not import the app, so the handle is read here).
 */
function useRouteHandle(): { title: string; parent: TaskPageParent | null } {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as { title?: unknown; parent?: TaskPageParent } | undefined;
    if (handle && typeof handle.title === 'string')
      return { title: handle.title, parent: handle.parent ?? null };
  }
  return { title: '', parent: null };
}

interface TaskPageHeaderProps {
  /** Already translated; the route's title when not given. */
  title?: string;
  /** Where the page sits, when it differs from the route's (a project's tasks sit under Projects). */
  parent?: TaskPageParent;
}

/**
 * The title and breadcrumb of a task page, from its route's handle: the parent (the dashboard
 * when the route names none), then the route's title.
 */
export function TaskPageHeader({ title, parent }: TaskPageHeaderProps) {
  const { t } = useTranslation();
  const route = useRouteHandle();
  const crumbParent = parent ?? route.parent ?? { label: 'Dashboard', to: '/dashboard' };
  const routeTitle = t(route.title);
  const breadcrumbs: Crumb[] = [{ label: t(crumbParent.label), to: crumbParent.to }, { label: routeTitle }];
  return <PageHeader title={title ?? routeTitle} breadcrumbs={breadcrumbs} />;
}
