import { DASHBOARD_MESSAGES } from '@campus/sdk';
import type { Route } from '../../shell/routes.js';
import { useServices } from '../../shell/services.js';
import { Checklist } from './checklist.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function AddMembers({ route }: { route: Extract<Route, { name: 'add-members' }> }) {
  const { client } = useServices();
  return (
    <Checklist
      title={`Add members to ${route.title}`}
      load={() => client.groups.availableUsers(route.groupId)}
      loadFailed={DASHBOARD_MESSAGES.loadAvailableUsersFailed}
      submit={async (ids) => (await client.groups.addMembers(route.groupId, { user_ids: ids })).changed}
      submitFailed={DASHBOARD_MESSAGES.addUsersToGroupFailed}
      done={(count) => `Added ${plural(count, 'member')} to ${route.title}.`}
    />
  );
}

export function AddCoordinators({ route }: { route: Extract<Route, { name: 'add-coordinators' }> }) {
  const { client } = useServices();
  return (
    <Checklist
      title={`Add coordinators to ${route.title}`}
      load={() => client.groups.availableCoordinators(route.groupId)}
      loadFailed={DASHBOARD_MESSAGES.loadAvailableCoordinatorsFailed}
      submit={async (ids) => (await client.groups.addCoordinators(route.groupId, { user_ids: ids })).changed}
      submitFailed={DASHBOARD_MESSAGES.assignCoordinatorsFailed}
      done={(count) => `Added ${plural(count, 'coordinator')} to ${route.title}.`}
    />
  );
}
