import { type AssistantNode, EMPTY_STATE_MESSAGES } from '@campus/sdk';
import { ActionIcon, Box, Group, List } from '@mantine/core';
import { useState } from 'react';
import { personName } from '../lib/person-name';
import { CardSection } from './card-section';
import { EmptyText, PersonLink } from './person-link';

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}
    >
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

function countBelow(node: AssistantNode): number {
  return node.subordinates.reduce((sum, child) => sum + 1 + countBelow(child), 0);
}

/** One person of the tree; a disclosure button shows or hides the people reporting to them. */
function AssistantBranch({ node, depth }: { node: AssistantNode; depth: number }) {
  const [open, setOpen] = useState(false);
  const hasChildren = node.subordinates.length > 0;
  const listId = `assistants-of-${node.id}`;
  return (
    <List.Item>
      <Group gap={6} wrap="nowrap" align="center">
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`${open ? 'Hide' : 'Show'} the ${countBelow(node)} below ${personName(node)}`}
            onClick={() => setOpen((value) => !value)}
          >
            <Chevron open={open} />
          </ActionIcon>
        ) : (
          <Box w={22} h={22} style={{ flexShrink: 0 }} aria-hidden />
        )}
        <div>
          <PersonLink person={node} />
        </div>
      </Group>
      {hasChildren && open && <AssistantList id={listId} nodes={node.subordinates} depth={depth + 1} />}
    </List.Item>
  );
}

function AssistantList({ nodes, depth, id }: { nodes: AssistantNode[]; depth: number; id?: string }) {
  return (
    <List
      id={id}
      spacing={6}
      listStyleType="none"
      ml={depth === 0 ? 0 : 'lg'}
      pl={0}
      mt={depth === 0 ? 0 : 6}
    >
      {nodes.map((node) => (
        <AssistantBranch key={node.id} node={node} depth={depth} />
      ))}
    </List>
  );
}

/** 'Assistants': the collapsible tree of the people below the user, each linking to /user/{id}. */
export function AssistantsCard({ assistants }: { assistants: AssistantNode[] }) {
  return (
    <CardSection title="Assistants">
      {assistants.length === 0 ? (
        <EmptyText>{EMPTY_STATE_MESSAGES.noAssistants}</EmptyText>
      ) : (
        <AssistantList nodes={assistants} depth={0} />
      )}
    </CardSection>
  );
}
