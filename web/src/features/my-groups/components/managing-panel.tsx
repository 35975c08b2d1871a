import {
  type MemberFilters as Filters,
  filterMembers,
  type Group,
  type GroupMember,
  NO_MEMBER_FILTERS,
} from '@campus/sdk';
import { Paper, Group as Row, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CoordinatorList } from './coordinator-list';
import { EmptyState } from './empty-state';
import { MemberFilters } from './member-filters';
import { MemberTable } from './member-table';
import { NO_MEMBERS_FOUND } from './messages';
import { RemoveMemberDialog } from './remove-member-dialog';
import { useDialogTarget } from './use-dialog-target';

interface ManagingPanelProps {
  group: Group;
  onManageCoordinators: () => void;
  /** Set when the user just picked the group: the panel comes into view and its heading takes focus. */
  focusOnMount: boolean;
}

/** 'Managing: {name}': the selected coordinated group's coordinators and its filtered member table. */
export function ManagingPanel({ group, onManageCoordinators, focusOnMount }: ManagingPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount || !headingRef.current) return;
    headingRef.current.focus({ preventScroll: true });
    headingRef.current.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [focusOnMount]);
  const [filters, setFilters] = useState<Filters>(NO_MEMBER_FILTERS);
  const removing = useDialogTarget<GroupMember>();
  const members = group.users ?? [];
  const shown = filterMembers(members, filters);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="managing-heading"
    >
      <Stack gap="lg">
        <Title order={3} id="managing-heading" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          Managing: {group.name}
        </Title>
        <CoordinatorList group={group} onManage={onManageCoordinators} />
        <Stack gap="sm">
          <Row justify="space-between" align="baseline">
            <Title order={4}>Members</Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {shown.length === members.length
                ? `${members.length} ${members.length === 1 ? 'member' : 'members'}`
                : `Showing ${shown.length} of ${members.length} members`}
            </Text>
          </Row>
          <MemberFilters value={filters} onChange={setFilters} />
          {shown.length === 0 ? (
            <EmptyState>{NO_MEMBERS_FOUND}</EmptyState>
          ) : (
            <MemberTable groupName={group.name} members={shown} onRemove={removing.open} />
          )}
        </Stack>
      </Stack>
      <RemoveMemberDialog
        group={group}
        member={removing.target}
        opened={removing.opened}
        onClose={removing.close}
      />
    </Paper>
  );
}
