import { errorMessage } from '@campus/sdk';
import { Spinner } from '@inkjs/ui';
import { Text } from 'ink';
import type { ReactNode } from 'react';
import type { Load } from '../hooks/use-load.js';
import { Tone } from '../shell/theme.js';

/**
 * A load's three states: the spinner, the spec's failure text (the server's message when it sent one, see
 * errorMessage) with the key that retries, or the content.
 */
export function LoadView<T>({
  load,
  failed,
  children,
}: {
  load: Load<T>;
  /** The spec's catalogue text for this load, e.g. 'Failed to load announcements'. */
  failed: string;
  children(data: T): ReactNode;
}) {
  if (load.state === 'loading') return <Spinner label="Loading…" />;
  if (load.state === 'error') {
    return (
      <Text>
        <Tone color="red">{errorMessage(load.error, failed)}</Tone>
        <Text dimColor> · r retries</Text>
      </Text>
    );
  }
  return <>{children(load.data)}</>;
}
