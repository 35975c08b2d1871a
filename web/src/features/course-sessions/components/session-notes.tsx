import {
  CONFIRMATION_MESSAGES,
  errorMessage,
  type SessionNote,
  SessionNoteInputSchema,
  type UserSummary,
} from '@campus/sdk';
import { Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { useRemoveNote, useSaveNote } from '../api/mutations';
import { personName } from '../lib/person-name';

interface NoteFormProps {
  courseId: number;
  sessionId: number;
  roster: UserSummary[];
  /** The note being edited; none adds a new one. */
  note?: SessionNote;
  onDone: () => void;
  onCancel?: () => void;
}

function NoteForm({ courseId, sessionId, roster, note, onDone, onCancel }: NoteFormProps) {
  const [content, setContent] = useState(note?.content ?? '');
  const [studentId, setStudentId] = useState<string | null>(note?.user_id ? String(note.user_id) : null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const saveNote = useSaveNote(courseId, sessionId);
  const submit = () => {
    saveNote.reset();
    const input = { content, user_id: studentId ? Number(studentId) : null };
    const parsed = SessionNoteInputSchema.safeParse(input);
    if (!parsed.success) {
      setCheckError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setCheckError(null);
    saveNote.mutate(
      { noteId: note?.id, input },
      {
        onSuccess: () => {
          setContent('');
          setStudentId(null);
          onDone();
        },
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={note ? 'Edit note' : 'New note'}
          rows={3}
          maxLength={5000}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          error={checkError}
          data-autofocus={note ? true : undefined}
        />
        <Select
          label="About student"
          placeholder="Whole session"
          clearable
          data={roster.map((student) => ({ value: String(student.id), label: personName(student) }))}
          value={studentId}
          onChange={setStudentId}
          comboboxProps={{ withinPortal: true }}
        />
        <ErrorAlert>
          {saveNote.isError ? errorMessage(saveNote.error, 'Failed to save note') : null}
        </ErrorAlert>
        <Group gap="xs">
          <Button type="submit" size="xs" loading={saveNote.isPending}>
            {note ? 'Save Note' : 'Add Note'}
          </Button>
          {onCancel && (
            <Button size="xs" variant="default" onClick={onCancel} disabled={saveNote.isPending}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Session notes (staff): the notes of the session, each editable and removable, and a form to add one. */
export function SessionNotes({
  courseId,
  sessionId,
  notes,
  roster,
}: {
  courseId: number;
  sessionId: number;
  notes: SessionNote[];
  roster: UserSummary[];
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SessionNote | null>(null);
  const remove = useRemoveNote(courseId, sessionId);
  const studentName = (id: number | null) => {
    const student = id === null ? undefined : roster.find((candidate) => candidate.id === id);
    return student ? personName(student) : null;
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="session-notes-heading">
      <Title order={2} size="h3" id="session-notes-heading">
        Session Notes
      </Title>
      {notes.length === 0 ? (
        <Text c="dimmed">No notes yet.</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {notes.map((note, index) => (
            <Card component="li" key={note.id} withBorder radius="md" padding="sm">
              {editing === note.id ? (
                <NoteForm
                  courseId={courseId}
                  sessionId={sessionId}
                  roster={roster}
                  note={note}
                  onDone={() => setEditing(null)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <Stack gap={4}>
                  {studentName(note.user_id) && (
                    <Text size="sm" fw={600}>
                      About {studentName(note.user_id)}
                    </Text>
                  )}
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.content}</Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Edit note ${index + 1}`}
                      onClick={() => setEditing(note.id)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Delete note ${index + 1}`}
                      onClick={() => {
                        remove.reset();
                        setDeleting(note);
                      }}
                    >
                      Delete
                    </Button>
                  </Group>
                </Stack>
              )}
            </Card>
          ))}
        </Stack>
      )}
      <NoteForm courseId={courseId} sessionId={sessionId} roster={roster} onDone={() => {}} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Note"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'Failed to delete note') : null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      >
        Are you sure you want to delete this note? {CONFIRMATION_MESSAGES.cannotBeUndone}.
      </ConfirmDialog>
    </Stack>
  );
}
