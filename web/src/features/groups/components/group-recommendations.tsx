import {
  formatDateLong,
  formatDateShort,
  formatPrice,
  formatTimeRange,
  type RecommendedCourse,
  type RecommendedEvent,
} from '@campus/sdk';
import { SimpleGrid } from '@mantine/core';
import { type RecommendedItem, RecommendedList } from './recommended-list';

function courseItem(course: RecommendedCourse): RecommendedItem {
  return {
    id: course.id,
    to: `/course/${course.id}`,
    name: course.name,
    details: [formatDateShort(course.date), course.is_online ? 'Online' : (course.location ?? '')],
    badge: formatPrice(course.is_free, course.price),
  };
}

function eventItem(event: RecommendedEvent): RecommendedItem {
  return {
    id: event.id,
    to: `/event/${event.id}`,
    name: event.title,
    details: [
      formatDateLong(event.date),
      formatTimeRange(event.event_start_time, event.event_end_time),
      event.is_online ? 'Online' : (event.location ?? ''),
    ],
  };
}

/** The group's private courses and events (spec section 2), side by side on wide screens. */
export function GroupRecommendations({
  courses,
  events,
}: {
  courses: RecommendedCourse[];
  events: RecommendedEvent[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <RecommendedList
        title="Recommended Courses"
        items={courses.map(courseItem)}
        emptyText="No private courses for this group"
      />
      <RecommendedList
        title="Recommended Events"
        items={events.map(eventItem)}
        emptyText="No upcoming private events for this group"
      />
    </SimpleGrid>
  );
}
