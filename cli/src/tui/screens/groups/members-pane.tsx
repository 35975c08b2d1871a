import {
  DASHBOARD_MESSAGES,
  errorMessage,
  filterMembers,
  type GroupMember,
  MEMBER_SORT_KEYS,
  type MemberFilters,
  type MemberSortKey,
  SCHOOL_GRADES,
  type SortDirection,
  STUDENT_FILTERS,
  sortMembers,
} from '@campus/sdk';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { Confirm } from '../../components/confirm.js';
import { ListView } from '../../components/list-view.js';
import { useList } from '../../components/use-list.js';
import { useTerminalSize } from '../../hooks/use-terminal-size.js';
import { useKeys } from '../../keys/keys.js';
import type { KeyHelp } from '../../shell/screen.js';
import { useNavigation, useServices } from '../../shell/services.js';
import type { GroupView } from './group-screen.js';
import { MemberHeader, MemberRowText } from './member-columns.js';

export const MEMBER_KEYS: readonly KeyHelp[] = [
  ['↑ ↓', 'move'],
  ['s', 'sort by the next column'],
  ['o', 'reverse the order'],
  ['f', 'student filter: all, students, non-students'],
  ['g', 'grade filter: next grade'],
  ['c', 'clear the filters'],
  ['/', 'filter by text'],
  ['a', 'add members from your groups'],
  ['x', 'remove the member (asks first)'],
];

const SORT_LABELS: Record<MemberSortKey, string> = {
  first_name: 'first name',
  last_name: 'last name',
  username: 'username',
  gender: 'gender',
  is_student: 'student',
  school_grade: 'grade',
};

/** The member table: sortable, filtered by student status and grade (the sdk's member-table rules). */
export function MembersPane({ view }: { view: GroupView }) {
  const { client } = useServices();
  const navigation = useNavigation();
  const { rows } = useTerminalSize();
  const { group } = view.detail;
  const members = group.users ?? [];
  const [sort, setSort] = useState<{ key: MemberSortKey; direction: SortDirection }>({
    key: 'last_name',
    direction: 'asc',
  });
  const [filters, setFilters] = useState<MemberFilters>({ student: 'all', grade: null });
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const grades = SCHOOL_GRADES.filter((grade) => members.some((member) => member.school_grade === grade));
  const shown = sortMembers(filterMembers(members, filters), sort.key, sort.direction);
  const height = rows - 9;
  const list = useList(shown, {
    text: (member) => `${member.first_name} ${member.last_name} ${member.username}`,
    pageSize: height,
    active: removing === null,
  });

  useKeys(
    (input) => {
      if (input === 's') {
        const next = MEMBER_SORT_KEYS[(MEMBER_SORT_KEYS.indexOf(sort.key) + 1) % MEMBER_SORT_KEYS.length];
        setSort({ key: next ?? 'last_name', direction: 'asc' });
      } else if (input === 'o') setSort({ ...sort, direction: sort.direction === 'asc' ? 'desc' : 'asc' });
      else if (input === 'f') {
        const next = STUDENT_FILTERS[(STUDENT_FILTERS.indexOf(filters.student) + 1) % STUDENT_FILTERS.length];
        setFilters({ ...filters, student: next ?? 'all' });
      } else if (input === 'g') {
        const options: Array<string | null> = [null, ...grades];
        setFilters({
          ...filters,
          grade: options[(options.indexOf(filters.grade) + 1) % options.length] ?? null,
        });
      } else if (input === 'c') setFilters({ student: 'all', grade: null });
      else if (input === 'a' && view.canManage) {
        navigation.push({ name: 'add-members', groupId: group.id, title: group.name });
      } else if (input === 'x' && view.canManage && list.current) setRemoving(list.current);
      else return false;
      return true;
    },
    removing === null && !list.filtering,
  );

  const remove = async (member: GroupMember) => {
    setRemoving(null);
    try {
      await client.groups.removeMembers(group.id, { user_ids: [member.id] });
      navigation.notify(`Removed ${member.username} from ${group.name}.`);
      view.reload();
    } catch (error) {
      navigation.notify(errorMessage(error, DASHBOARD_MESSAGES.removeUserFromGroupFailed), 'error');
    }
  };

  return (
    <Box flexDirection="column">
      <Text dimColor wrap="truncate-end">
        {shown.length} of {members.length} · sorted by {SORT_LABELS[sort.key]}{' '}
        {sort.direction === 'asc' ? '↑' : '↓'} · students: {filters.student} · grade: {filters.grade ?? 'all'}
      </Text>
      <MemberHeader />
      <ListView
        list={list}
        height={height}
        rowKey={(member) => member.id}
        empty={members.length === 0 ? 'No Members Found' : 'No Members Found (c clears the filters)'}
        row={(member) => <MemberRowText member={member} />}
      />
      {removing ? (
        <Confirm
          question={`Remove ${removing.first_name} ${removing.last_name} (${removing.username}) from ${group.name}?`}
          onYes={() => void remove(removing)}
          onNo={() => setRemoving(null)}
        />
      ) : null}
    </Box>
  );
}
