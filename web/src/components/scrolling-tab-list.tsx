import { Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';

interface ScrollingTabListProps {
  tabs: readonly { key: string; label: string }[];
  /** The open tab's key: on a phone the row scrolls, and this tab is brought into view. */
  active: string | null;
}

/** A Tabs list on one row that scrolls sideways on a phone, instead of wrapping onto a second line. */
export function ScrollingTabList({ tabs, active }: ScrollingTabListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return;
    const tab = listRef.current?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <Tabs.List ref={listRef} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
      {tabs.map((tab) => (
        <Tabs.Tab
          key={tab.key}
          value={tab.key}
          data-tab={tab.key}
          style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {tab.label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
