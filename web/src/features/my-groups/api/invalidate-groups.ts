import { useQueryClient } from '@tanstack/react-query';
import { groupKeys } from '../../groups/api/keys';

/** Every list of groups, members, coordinators and pick lists refreshes after any group change. */
export function useInvalidateGroups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: groupKeys.all });
}
