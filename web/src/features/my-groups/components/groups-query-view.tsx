import { DASHBOARD_MESSAGES, type Group } from '@campus/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { EmptyState } from './empty-state';
import { NO_GROUPS_FOUND } from './messages';

interface GroupsQueryViewProps {
  groups: UseQueryResult<Group[]>;
  /** Shown while the groups load (a skeleton of the section's layout). */
  loading: ReactNode;
  /** The loaded groups, when there is at least one. */
  children: (groups: Group[]) => ReactNode;
}

/** A My Groups section's list states: loading, the load error, 'No Groups Found', or the groups. */
export function GroupsQueryView({ groups, loading, children }: GroupsQueryViewProps) {
  if (groups.isPending) return loading;
  if (groups.isError) return <ErrorAlert>{DASHBOARD_MESSAGES.loadFailed}</ErrorAlert>;
  if (groups.data.length === 0) return <EmptyState>{NO_GROUPS_FOUND}</EmptyState>;
  return children(groups.data);
}
