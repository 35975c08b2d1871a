import { Spinner } from '@inkjs/ui';
import { useApp } from 'ink';
import { lazy, Suspense, useState } from 'react';
import type { TuiEnv, TuiSession } from './env.js';
import { KeyRoot } from './keys/keys.js';
import { SignIn } from './screens/sign-in.js';
import type { Route } from './shell/routes.js';
import { ThemeProvider } from './shell/theme.js';

// The signed-in shell (the sdk, every screen) loads on its own: the sign-in form draws without it.
const SignedIn = lazy(() => import('./shell/signed-in.js'));

export interface TuiAppProps {
  env: TuiEnv;
  /** The stored sign-in, when it is still valid; null shows the sign-in form. */
  session: TuiSession | null;
  /** Why the stored sign-in was not used (e.g. revoked). */
  notice?: string;
  /** Where to start (tests open a screen directly); home by default. */
  initial?: Route[];
}

/** `campus tui`: the sign-in form until someone is signed in, then the shell with its screens. */
export function TuiApp({ env, session: stored, notice, initial }: TuiAppProps) {
  const { exit } = useApp();
  const [session, setSession] = useState<TuiSession | null>(stored);
  return (
    <ThemeProvider noColor={env.noColor ?? false}>
      <KeyRoot>
        {session ? (
          <Suspense fallback={<Spinner label="Loading…" />}>
            <SignedIn env={env} session={session} initial={initial} />
          </Suspense>
        ) : (
          <SignIn env={env} notice={notice} onSignedIn={setSession} onQuit={exit} />
        )}
      </KeyRoot>
    </ThemeProvider>
  );
}
