import { errorMessage, type GroupCandidate } from '@campus/sdk';
import { Button, Group as Row, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { CandidateChecklist } from './candidate-checklist';

interface CandidatePickFormProps {
  /** Who may be picked (available users or available coordinators). */
  candidates: UseQueryResult<GroupCandidate[]>;
  /** The loading skeleton's name, e.g. 'Loading available users'. */
  loadingLabel: string;
  /** Shown when the candidates fail to load and the server gave no message. */
  loadFailed: string;
  /** The checklist's label, e.g. 'Users to add'. */
  label: string;
  /** Shown instead of the checklist when no one can be picked. */
  emptyMessage: string;
  /** The add or assign request: its progress and its error. */
  submission: { isPending: boolean; error: Error | null };
  /** Shown when the request fails and the server gave no message. */
  submitFailed: string;
  submitLabel: string;
  /** The picked ids; the button needs at least one. */
  onSubmit: (ids: number[]) => void;
  onCancel: () => void;
}

/** A pick-list modal's body: the candidates' checklist, the request's error, Cancel and the action. */
export function CandidatePickForm({
  candidates,
  loadingLabel,
  loadFailed,
  label,
  emptyMessage,
  submission,
  submitFailed,
  submitLabel,
  onSubmit,
  onCancel,
}: CandidatePickFormProps) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <Stack>
      {candidates.isPending ? (
        <Stack gap="sm" role="status" aria-label={loadingLabel}>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : candidates.isError ? (
        <ErrorAlert>{errorMessage(candidates.error, loadFailed)}</ErrorAlert>
      ) : (
        <CandidateChecklist
          label={label}
          candidates={candidates.data}
          selected={selected}
          onChange={setSelected}
          emptyMessage={emptyMessage}
        />
      )}
      {submission.error && <ErrorAlert>{errorMessage(submission.error, submitFailed)}</ErrorAlert>}
      <Row justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={submission.isPending}>
          Cancel
        </Button>
        <Button
          onClick={() => onSubmit(selected.map(Number))}
          disabled={selected.length === 0}
          loading={submission.isPending}
        >
          {submitLabel}
        </Button>
      </Row>
    </Stack>
  );
}
