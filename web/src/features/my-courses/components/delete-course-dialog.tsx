import { CONFIRMATION_MESSAGES, COURSE_MESSAGES, type Course, errorMessage } from '@campus/sdk';
import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteCourse } from '../api/mutations';

interface DeleteCourseDialogProps {
  course: Course | null;
  onClose: () => void;
}

/** Delete an owned course, after a confirmation that names it (spec section 8). */
export function DeleteCourseDialog({ course, onClose }: DeleteCourseDialogProps) {
  const remove = useDeleteCourse();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={course !== null}
      title="Delete Course"
      confirmLabel="Delete Course"
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, COURSE_MESSAGES.deleteFailed) : null}
      onClose={close}
      onConfirm={() => {
        if (!course) return;
        remove.mutate(course.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: `Deleted "${course.name}"` });
            close();
          },
        });
      }}
    >
      {course
        ? `Delete "${course.name}" with its sessions and enrollments? ${CONFIRMATION_MESSAGES.cannotBeUndone}.`
        : ''}
    </ConfirmDialog>
  );
}
