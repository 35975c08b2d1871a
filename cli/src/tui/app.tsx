import { Box, Text, useApp, useInput } from 'ink';

export interface TuiUser {
  username: string;
  name: string;
  isAdmin: boolean;
}

export interface TuiAppProps {
  apiUrl: string;
  /** Null when nobody is signed in (or the sign-in is no longer valid). */
  user: TuiUser | null;
  /** Why nobody is signed in, when known. */
  notice?: string;
}

/** The home screen: who is signed in, at which API. Users read every line: no plans, only what it does. */
export function TuiApp({ apiUrl, user, notice }: TuiAppProps) {
  const { exit } = useApp();
  useInput((input, key) => {
    if (input === 'q' || key.escape) exit();
  });

  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1}>
      <Text bold color="cyan">
        Campus
      </Text>
      {user ? (
        <Text>
          Signed in as <Text bold>{user.username}</Text>
          {user.name ? ` (${user.name})` : ''}
          {user.isAdmin ? ' · admin' : ''} at {apiUrl}
        </Text>
      ) : (
        <Text color="yellow">
          Not signed in at {apiUrl}. {notice ?? 'Run `campus auth login` first.'}
        </Text>
      )}
      <Text dimColor>Press q or Esc to quit.</Text>
    </Box>
  );
}
