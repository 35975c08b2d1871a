import { errorMessage, type GroupCandidate } from '@campus/sdk';
import { Spinner } from '@inkjs/ui';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { ListView } from '../../components/list-view.js';
import { LoadView } from '../../components/load-view.js';
import { useList } from '../../components/use-list.js';
import { useLoad } from '../../hooks/use-load.js';
import { useTerminalSize } from '../../hooks/use-terminal-size.js';
import { useKeys } from '../../keys/keys.js';
import { Screen } from '../../shell/screen.js';
import { useNavigation } from '../../shell/services.js';
import { Tone } from '../../shell/theme.js';

export interface ChecklistProps {
  title: string;
  /** Who may be picked (the group's available users or coordinators). */
  load(): Promise<GroupCandidate[]>;
  loadFailed: string;
  /** Adds the picked people; answers how many were added. */
  submit(ids: number[]): Promise<number>;
  submitFailed: string;
  done(count: number): string;
}

/**
 * The add-people checklist (the dashboard's Add Users modal): the coordinator's other groups' people with
 * their source group and grade; space ticks, enter adds the ticked ones, `/` filters.
 */
export function Checklist(props: ChecklistProps) {
  const navigation = useNavigation();
  const { rows } = useTerminalSize();
  const [load, reload] = useLoad(props.load, []);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const candidates = load.state === 'ready' ? load.data : [];
  const height = rows - 6;
  const list = useList(candidates, {
    text: (person) =>
      `${person.first_name} ${person.last_name} ${person.username} ${person.groups.map((g) => g.name).join(' ')}`,
    pageSize: height,
    active: !saving,
  });
  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const count = await props.submit([...picked]);
      navigation.notify(props.done(count));
      navigation.pop();
    } catch (failure) {
      setSaving(false);
      setError(errorMessage(failure, props.submitFailed));
    }
  };
  useKeys((input, key) => {
    if (input === ' ' && list.current) toggle(list.current.id);
    else if (key.return && picked.size > 0) void save();
    else if (input === 'r' && load.state === 'error') reload();
    else return false;
    return true;
  }, !saving && !list.filtering);
  return (
    <Screen
      title={props.title}
      keys={[
        ['↑ ↓', 'move'],
        ['space', 'tick or untick'],
        ['enter', 'add the ticked people'],
        ['/', 'filter by name or group'],
      ]}
    >
      <LoadView load={load} failed={props.loadFailed}>
        {() => (
          <ListView
            list={list}
            height={height}
            rowKey={(person) => person.id}
            empty="No one left to add"
            row={(person) => (
              <Text wrap="truncate-end">
                {picked.has(person.id) ? '[x] ' : '[ ] '}
                {`${person.first_name} ${person.last_name}`.padEnd(22)}
                <Text dimColor>
                  {person.username.padEnd(16)}
                  {(person.school_grade ?? '').padEnd(4)}
                  {person.groups.map((group) => group.name).join(', ')}
                </Text>
              </Text>
            )}
          />
        )}
      </LoadView>
      <Box>
        {saving ? (
          <Spinner label="Adding…" />
        ) : (
          <Text dimColor>{picked.size} ticked · space ticks · enter adds</Text>
        )}
      </Box>
      {error ? <Tone color="red">{error}</Tone> : null}
    </Screen>
  );
}
