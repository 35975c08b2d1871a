import { PasswordInput, Spinner, TextInput } from '@inkjs/ui';
import { Box, Text } from 'ink';
import { useState } from 'react';
import type { TuiEnv, TuiSession } from '../env.js';
import { useKeys } from '../keys/keys.js';
import { Tone } from '../shell/theme.js';
import { toTuiUser } from '../tui-user.js';

type Field = 'username' | 'password';

/**
 * Sign-in inside the TUI when there is no stored session: username, then password (hidden); tab moves
 * between them, enter goes on, esc quits. A success is kept in the profile like `campus auth login`.
 */
export function SignIn({
  env,
  notice,
  onSignedIn,
  onQuit,
}: {
  env: TuiEnv;
  notice?: string;
  onSignedIn(session: TuiSession): void;
  onQuit(): void;
}) {
  const [field, setField] = useState<Field>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (name: string, secret: string) => {
    if (!name.trim()) return setField('username');
    if (!secret) return setField('password');
    setBusy(true);
    setError(null);
    try {
      const anonymous = await env.connect(null);
      const { user, token } = await anonymous.login({ username: name.trim(), password: secret });
      env.saveSignIn(token, user.username);
      const client = await env.connect(token);
      onSignedIn({ user: toTuiUser(user), client, token });
    } catch (failure) {
      // The sdk's catalogue loads here, not before the form's first frame.
      const { AUTH_MESSAGES, errorMessage } = await import('@campus/sdk');
      setBusy(false);
      setError(errorMessage(failure, AUTH_MESSAGES.loginFailed));
    }
  };

  // Everything typed belongs to the fields; only esc and tab mean something here.
  useKeys((_input, key) => {
    if (key.escape) onQuit();
    else if (key.tab) setField((current) => (current === 'username' ? 'password' : 'username'));
    return true;
  }, !busy);

  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1}>
      <Tone color="cyan" bold>
        Campus
      </Tone>
      <Text>Sign in to {env.apiUrl}</Text>
      {notice ? <Tone color="yellow">{notice}</Tone> : null}
      <Box>
        <Text>Username: </Text>
        {field === 'username' && !busy ? (
          <TextInput
            defaultValue={username}
            onChange={setUsername}
            onSubmit={(value) => (password ? void submit(value, password) : setField('password'))}
          />
        ) : (
          <Text>{username}</Text>
        )}
      </Box>
      <Box>
        <Text>Password: </Text>
        {field === 'password' && !busy ? (
          <PasswordInput onChange={setPassword} onSubmit={(value) => void submit(username, value)} />
        ) : (
          <Text>{'*'.repeat(password.length)}</Text>
        )}
      </Box>
      {busy ? <Spinner label="Signing in…" /> : null}
      {error ? <Tone color="red">{error}</Tone> : null}
      <Text dimColor>enter continues · tab switches field · esc quits</Text>
    </Box>
  );
}
