import type { Message } from '@campus/sdk';
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PencilIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { MessageBox } from '../api/keys';
import { ComposeModal } from '../components/compose-modal';
import { MailboxPanel } from '../components/mailbox-panel';
import { MessageViewModal } from '../components/message-view-modal';
import { MESSAGES_TEXT } from '../lib/texts';

const TABS: readonly { key: MessageBox; label: string }[] = [
  { key: 'inbox', label: 'Inbox' },
  { key: 'sent', label: 'Sent' },
];

/** The tab in ?tab= (Inbox unless 'sent') and the page in ?page= (1 unless a positive whole number). */
function locationOf(params: URLSearchParams): { box: MessageBox; page: number } {
  const page = Number(params.get('page'));
  return {
    box: params.get('tab') === 'sent' ? 'sent' : 'inbox',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * /inbox (spec section 2): Inbox and Sent tabs, 20 a page, newest first; Compose; a message opens in the
 * view modal with Reply and Delete. The tab and page live in the URL, so Back and a reload keep them.
 */
export function InboxPage() {
  useDocumentTitle(MESSAGES_TEXT.pageTitle);
  const [params, setParams] = useSearchParams();
  const { box, page } = locationOf(params);
  const [composing, setComposing] = useState(false);
  const [opened, setOpened] = useState<Message | null>(null);
  const tabs = useRef<HTMLDivElement>(null);

  const show = useCallback(
    (next: MessageBox, nextPage = 1) => {
      const search: Record<string, string> = {};
      if (next === 'sent') search.tab = 'sent';
      if (nextPage > 1) search.page = String(nextPage);
      setParams(search);
    },
    [setParams],
  );
  // Only the open tab's panel is mounted (keepMounted={false}): its pages are this tab's pages.
  const goToPage = useCallback(
    (next: number) => {
      show(box, next);
      window.scrollTo({ top: 0 });
    },
    [show, box],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{MESSAGES_TEXT.pageTitle}</Title>
        <Button leftSection={<PencilIcon />} onClick={() => setComposing(true)}>
          Compose
        </Button>
      </Group>
      <Tabs value={box} onChange={(value) => show(value === 'sent' ? 'sent' : 'inbox')} keepMounted={false}>
        <Tabs.List ref={tabs}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.key}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.key} value={tab.key} pt="md">
            <MailboxPanel box={tab.key} page={page} onPage={goToPage} onOpen={setOpened} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ComposeModal opened={composing} onClose={() => setComposing(false)} />
      <MessageViewModal
        message={opened}
        variant="mailbox"
        onClose={() => setOpened(null)}
        onDeleted={() =>
          tabs.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus()
        }
      />
    </Stack>
  );
}

export default InboxPage;
