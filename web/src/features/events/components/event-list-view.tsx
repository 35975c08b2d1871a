import { errorMessage } from '@campus/sdk';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Pager } from '../../groups/components/pager';
import { type EventsWhen, useEventPage } from '../api/get-events';
import { EventGrid, EventGridSkeleton } from './event-grid';

export interface EventListViewProps {
  when: EventsWhen;
  title: string;
  perPage: number;
  /** 'upcoming events' in 'Showing 1-6 of 9 upcoming events'. */
  noun: string;
  loadFailed: string;
  emptyTitle: string;
  emptyText: string;
  /** The link to the other list (Past Events, or back to Upcoming Events). */
  otherLink: { to: string; label: string };
}

/** The page number in ?page=, 1 when absent or not a positive whole number. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** A paged list of event cards (/events and /past-events) with its loading, error and empty states. */
export function EventListView(props: EventListViewProps) {
  const { when, title, perPage, noun, loadFailed, emptyTitle, emptyText, otherLink } = props;
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const query = useEventPage(when, page, perPage);

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <EventGridSkeleton count={perPage} label={`Loading ${noun}`} />;
  } else if (query.isError) {
    body = <ErrorAlert>{errorMessage(query.error, loadFailed)}</ErrorAlert>;
  } else if (query.data.data.length === 0) {
    body = (
      <Stack align="center" gap={4} py="xl" ta="center">
        <Title order={2} size="h3">
          {emptyTitle}
        </Title>
        <Text c="dimmed">{emptyText}</Text>
      </Stack>
    );
  } else {
    const { data, current_page, last_page, per_page, total } = query.data;
    const first = (current_page - 1) * per_page + 1;
    const last = first + data.length - 1;
    body = (
      <Stack gap="lg">
        <Text c="dimmed" size="sm" aria-live="polite">
          Showing {first}-{last} of {total} {noun}
        </Text>
        <EventGrid events={data} />
        <Pager current={current_page} last={last_page} onChange={goTo} label={`${title} pages`} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{title}</Title>
        <Anchor component={Link} to={otherLink.to} fw={500}>
          {otherLink.label}
        </Anchor>
      </Group>
      {body}
    </Stack>
  );
}
