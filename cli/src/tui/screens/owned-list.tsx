import { Text } from 'ink';
import { ListView } from '../components/list-view.js';
import { LoadView } from '../components/load-view.js';
import { useList } from '../components/use-list.js';
import { useLoad } from '../hooks/use-load.js';
import { useTerminalSize } from '../hooks/use-terminal-size.js';
import { useKeys } from '../keys/keys.js';
import { Screen } from '../shell/screen.js';

export interface OwnedItem {
  id: number;
  title: string;
  detail: string;
}

/** A list of what I own (courses, events): enter opens one, `/` filters, r reloads. */
export function OwnedList({
  title,
  load: loader,
  failed,
  empty,
  open,
}: {
  title: string;
  load(): Promise<OwnedItem[]>;
  failed: string;
  empty: string;
  open(item: OwnedItem): void;
}) {
  const { rows } = useTerminalSize();
  const [load, reload] = useLoad(loader, []);
  const list = useList(load.state === 'ready' ? load.data : [], {
    text: (item) => item.title,
    pageSize: rows - 5,
  });
  useKeys((input, key) => {
    if (key.return && list.current) open(list.current);
    else if (input === 'r') reload();
    else return false;
    return true;
  }, !list.filtering);
  return (
    <Screen
      title={title}
      keys={[
        ['↑ ↓', 'move'],
        ['enter', 'open'],
        ['/', 'filter'],
        ['r', 'reload'],
      ]}
    >
      <LoadView load={load} failed={failed}>
        {() => (
          <ListView
            list={list}
            height={rows - 4}
            rowKey={(item) => item.id}
            empty={empty}
            row={(item) => (
              <Text wrap="truncate-end">
                <Text bold>{item.title}</Text>
                <Text dimColor> · {item.detail}</Text>
              </Text>
            )}
          />
        )}
      </LoadView>
    </Screen>
  );
}
