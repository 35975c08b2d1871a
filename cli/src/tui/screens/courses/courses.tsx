import { COURSE_MESSAGES, type Course, type Enrollment, errorMessage } from '@campus/sdk';
import { Text } from 'ink';
import type { Route } from '../../shell/routes.js';
import { useNavigation, useServices } from '../../shell/services.js';
import { ListScreen } from '../list-screen.js';

/** The courses I own, any status (GET /user/courses). */
export function CoursesScreen() {
  const { client } = useServices();
  const navigation = useNavigation();
  return (
    <ListScreen
      title="My courses"
      load={() => client.courses.owned()}
      deps={[]}
      items={(courses) => courses}
      failed={COURSE_MESSAGES.loadFailed}
      empty="No courses"
      text={(course: Course) => course.name}
      rowKey={(course) => course.id}
      row={(course) => (
        <Text wrap="truncate-end">
          <Text bold>{course.name}</Text>
          <Text dimColor> · {course.status}</Text>
        </Text>
      )}
      keys={[['enter', 'open']]}
      onKey={(_input, key, course) => {
        if (!key.return || !course) return false;
        navigation.push({ name: 'course', courseId: course.id, title: course.name });
        return true;
      }}
    />
  );
}

const name = (enrollment: Enrollment) =>
  enrollment.user
    ? `${enrollment.user.first_name} ${enrollment.user.last_name} (${enrollment.user.username})`
    : '';

/** A course's enrollment requests: a approves, x rejects. */
export function CourseScreen({ route }: { route: Extract<Route, { name: 'course' }> }) {
  const { client } = useServices();
  const navigation = useNavigation();
  const decide = async (enrollment: Enrollment, status: 'enrolled' | 'rejected', reload: () => void) => {
    try {
      await client.courses.decide(route.courseId, enrollment.user_id, { status });
      navigation.notify(`${status === 'enrolled' ? 'Approved' : 'Rejected'} ${name(enrollment)}.`);
      reload();
    } catch (error) {
      const fallback =
        status === 'enrolled'
          ? COURSE_MESSAGES.approveEnrollmentFailed
          : COURSE_MESSAGES.rejectEnrollmentFailed;
      navigation.notify(errorMessage(error, fallback), 'error');
    }
  };
  return (
    <ListScreen
      title={`Course: ${route.title} · enrollment requests`}
      load={() => client.courses.enrollments(route.courseId, { status: 'requested' })}
      deps={[route.courseId]}
      items={(enrollments) => enrollments}
      failed={COURSE_MESSAGES.loadEnrollmentsFailed}
      empty="No enrollment requests"
      text={name}
      rowKey={(enrollment) => enrollment.id}
      row={(enrollment) => <Text wrap="truncate-end">{name(enrollment)}</Text>}
      keys={[
        ['a', 'approve the request'],
        ['x', 'reject the request'],
      ]}
      onKey={(input, _key, enrollment, reload) => {
        if (input === 'a' && enrollment) void decide(enrollment, 'enrolled', reload);
        else if (input === 'x' && enrollment) void decide(enrollment, 'rejected', reload);
        else return false;
        return true;
      }}
    />
  );
}
