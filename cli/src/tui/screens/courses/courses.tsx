import { COURSE_MESSAGES, type Enrollment, errorMessage } from '@campus/sdk';
import { Text } from 'ink';
import { ListView } from '../../components/list-view.js';
import { LoadView } from '../../components/load-view.js';
import { useList } from '../../components/use-list.js';
import { useLoad } from '../../hooks/use-load.js';
import { useTerminalSize } from '../../hooks/use-terminal-size.js';
import { useKeys } from '../../keys/keys.js';
import type { Route } from '../../shell/routes.js';
import { Screen } from '../../shell/screen.js';
import { useNavigation, useServices } from '../../shell/services.js';
import { OwnedList } from '../owned-list.js';

/** The courses I own, any status (GET /user/courses). */
export function CoursesScreen() {
  const { client } = useServices();
  const navigation = useNavigation();
  return (
    <OwnedList
      title="My courses"
      load={async () =>
        (await client.courses.owned()).map((course) => ({
          id: course.id,
          title: course.name,
          detail: course.status,
        }))
      }
      failed={COURSE_MESSAGES.loadFailed}
      empty="No courses"
      open={(item) => navigation.push({ name: 'course', courseId: item.id, title: item.title })}
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
  const { rows } = useTerminalSize();
  const [load, reload] = useLoad(
    () => client.courses.enrollments(route.courseId, { status: 'requested' }),
    [route.courseId],
  );
  const list = useList(load.state === 'ready' ? load.data : [], { text: name, pageSize: rows - 6 });
  const decide = async (enrollment: Enrollment, status: 'enrolled' | 'rejected') => {
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
  useKeys((input) => {
    if (input === 'a' && list.current) void decide(list.current, 'enrolled');
    else if (input === 'x' && list.current) void decide(list.current, 'rejected');
    else if (input === 'r') reload();
    else return false;
    return true;
  }, !list.filtering);
  return (
    <Screen
      title={`Course: ${route.title} · enrollment requests`}
      keys={[
        ['↑ ↓', 'move'],
        ['a', 'approve the request'],
        ['x', 'reject the request'],
        ['/', 'filter'],
        ['r', 'reload'],
      ]}
    >
      <LoadView load={load} failed={COURSE_MESSAGES.loadEnrollmentsFailed}>
        {() => (
          <ListView
            list={list}
            height={rows - 5}
            rowKey={(enrollment) => enrollment.id}
            empty="No enrollment requests"
            row={(enrollment) => <Text wrap="truncate-end">{name(enrollment)}</Text>}
          />
        )}
      </LoadView>
    </Screen>
  );
}
