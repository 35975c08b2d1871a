import {
  type AnnouncementDetail,
  type AnnouncementInput,
  AnnouncementInputSchema,
  dateIn,
  fieldErrorsFrom,
  GROUP_MESSAGES,
} from '@campus/sdk';
import { plainTextHtml } from '../../../commands/shared/text-html.js';
import { Form, type FormField, type FormValues } from '../../components/form.js';
import { LoadView } from '../../components/load-view.js';
import { useLoad } from '../../hooks/use-load.js';
import type { Route } from '../../shell/routes.js';
import { Screen } from '../../shell/screen.js';
import { useNavigation, useServices } from '../../shell/services.js';
import { announcementDate } from '../../text/announcement-date.js';
import { htmlText } from '../../text/html-text.js';

const FIELDS: readonly FormField[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'body', label: 'Body', kind: 'text', hint: 'Plain text; it is sent as a paragraph.' },
  {
    name: 'available_from',
    label: 'Available from',
    kind: 'text',
    hint: 'YYYY-MM-DD (a whole day) or YYYY-MM-DD HH:MM',
  },
  { name: 'available_until', label: 'Available until', kind: 'text', hint: 'Optional; empty means no end.' },
  { name: 'is_active', label: 'Active', kind: 'toggle', hint: 'space turns it on or off' },
];

const text = (values: FormValues, name: string) => String(values[name] ?? '');

/** Create or edit an announcement, with its dates, validated by the sdk's schema before it is sent. */
export function AnnouncementFormScreen({ route }: { route: Extract<Route, { name: 'announcement-form' }> }) {
  const { client, now } = useServices();
  const navigation = useNavigation();
  const editing = route.announcementId;
  const [load] = useLoad<AnnouncementDetail | null>(
    () => (editing === undefined ? Promise.resolve(null) : client.announcements.get(route.groupId, editing)),
    [route.groupId, editing],
  );
  return (
    <Screen
      title={
        editing === undefined ? `New announcement in ${route.title}` : `Edit announcement in ${route.title}`
      }
      keys={[
        ['tab ↓', 'next field'],
        ['shift+tab ↑', 'previous field'],
        ['enter', 'next field; saves from the last'],
        ['ctrl+s', 'save'],
        ['space', 'turn Active on or off'],
        ['esc', 'cancel'],
      ]}
    >
      <LoadView load={load} failed={GROUP_MESSAGES.loadAnnouncementFailed}>
        {(detail) => {
          const existing = detail?.announcement;
          const initial: FormValues = {
            title: existing?.title ?? '',
            body: existing ? htmlText(existing.body).replace(/\s*\n\s*/g, ' ') : '',
            available_from: existing ? announcementDate(existing.available_from) : dateIn(now()),
            available_until: existing?.available_until ? announcementDate(existing.available_until) : '',
            is_active: existing?.is_active ?? true,
          };
          const submit = async (values: FormValues) => {
            // An untouched body keeps its HTML (its paragraphs and links); typed text becomes a paragraph.
            const body =
              existing && text(values, 'body') === initial.body
                ? existing.body
                : plainTextHtml(text(values, 'body'));
            const input: AnnouncementInput = {
              title: text(values, 'title'),
              body,
              available_from: text(values, 'available_from'),
              available_until: text(values, 'available_until') || null,
              is_active: values.is_active === true,
            };
            const checked = AnnouncementInputSchema.safeParse(input);
            if (!checked.success) return fieldErrorsFrom(checked.error);
            const saved = existing
              ? await client.announcements.update(route.groupId, existing.id, input)
              : await client.announcements.create(route.groupId, input);
            navigation.notify(`${existing ? 'Saved' : 'Posted'} "${saved.title}".`);
            navigation.pop();
            return undefined;
          };
          return (
            <Form
              fields={FIELDS}
              initial={initial}
              submit={submit}
              failed={
                existing ? GROUP_MESSAGES.updateAnnouncementFailed : GROUP_MESSAGES.createAnnouncementFailed
              }
              onCancel={navigation.pop}
            />
          );
        }}
      </LoadView>
    </Screen>
  );
}
