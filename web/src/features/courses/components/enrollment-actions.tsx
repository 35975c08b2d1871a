import {
  CONFIRMATION_MESSAGES,
  COURSE_MESSAGES,
  type Course,
  courseEnrollmentClosedReason,
  ENROLLMENT_MESSAGES,
  enrollmentControl,
  errorMessage,
  paths,
} from '@campus/sdk';
import { Alert, Button, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { loginPathReturningTo } from '../../../lib/return-path';
import { useSession } from '../../../lib/session/session-context';
import { CourseWaitlist } from '../../waitlist';
import { useEnrollment } from '../api/enrollment';

/**
 * Whether the enrol buttons show (spec section 2). The server decides for a signed-in viewer
 * (abilities.enroll); a guest has no abilities to go by, so a published public course offers them the
 * button, which leads to /login first.
 */
function canEnroll(course: Course, signedIn: boolean): boolean {
  if (signedIn) return course.abilities?.enroll ?? false;
  return course.status === 'published' && course.visibility === 'public';
}

/**
 * The course page's enrol control (the sdk's enrollmentControl): Enroll, Request to Join, a disabled
 * Course Full, Cancel Request, Unenroll (after a confirmation) or a disabled Request Rejected; once the
 * course's last day has passed, no Enroll, Request to Join or Join waitlist but the reason. A change
 * refetches the course (the mutations invalidate ['courses']), which swaps the button.
 */
export function EnrollmentActions({ course }: { course: Course }) {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const { enroll, unenroll } = useEnrollment(course.id);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const control = enrollmentControl(course, {
    canEnroll: canEnroll(course, isSignedIn),
    status: isSignedIn ? course.enrollment_status : null,
    // The browser's clock and zone stand in for the platform's; the server checks again on every join.
    ended: courseEnrollmentClosedReason(course, new Date()) !== null,
  });
  if (control.kind === 'none') return null;
  if (control.kind === 'ended') {
    return (
      <Alert color="gray" variant="light" role="note">
        {control.reason}
      </Alert>
    );
  }

  const join = () => {
    if (!isSignedIn) {
      navigate(loginPathReturningTo(paths.course(course.id)));
      return;
    }
    setError(null);
    setNotice(null);
    enroll.mutate(undefined, {
      onSuccess: (enrollment) =>
        setNotice(
          enrollment.status === 'requested' ? ENROLLMENT_MESSAGES.requested : ENROLLMENT_MESSAGES.enrolled,
        ),
      onError: (failure) =>
        setError(
          errorMessage(
            failure,
            control.kind === 'request' ? COURSE_MESSAGES.joinRequestFailed : COURSE_MESSAGES.enrollFailed,
          ),
        ),
    });
  };

  const leave = (cancelling: boolean) => {
    setError(null);
    setNotice(null);
    unenroll.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setNotice(cancelling ? ENROLLMENT_MESSAGES.requestCancelled : ENROLLMENT_MESSAGES.unenrolled);
      },
      // A failed Unenroll keeps its dialog open with the reason, so it can be retried.
      onError: (failure) => setError(errorMessage(failure, COURSE_MESSAGES.unenrollFailed)),
    });
  };

  let button: ReactNode;
  switch (control.kind) {
    case 'enroll':
    case 'request':
      button = (
        <Button onClick={join} loading={enroll.isPending}>
          {control.label}
        </Button>
      );
      break;
    case 'cancel_request':
      button = (
        <Button variant="default" color="red" onClick={() => leave(true)} loading={unenroll.isPending}>
          {control.label}
        </Button>
      );
      break;
    case 'unenroll':
      button = (
        <Button
          color="red"
          variant="light"
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          {control.label}
        </Button>
      );
      break;
    default:
      button = <Button disabled>{control.label}</Button>;
  }

  return (
    <Stack gap="sm" align="flex-start">
      {button}
      <div aria-live="polite" style={{ width: '100%' }}>
        {notice && (
          <Alert color="green" variant="light">
            {notice}
          </Alert>
        )}
      </div>
      {!confirming && <ErrorAlert>{error}</ErrorAlert>}
      <div style={{ width: '100%' }}>
        <CourseWaitlist course={course} full={control.kind === 'full'} />
      </div>
      <ConfirmDialog
        opened={confirming}
        title="Unenroll"
        confirmLabel="Unenroll"
        error={confirming ? error : null}
        pending={unenroll.isPending}
        onConfirm={() => leave(false)}
        onClose={() => {
          if (!unenroll.isPending) setConfirming(false);
        }}
      >
        {CONFIRMATION_MESSAGES.unenroll}
      </ConfirmDialog>
    </Stack>
  );
}
