import { UNREAD_POLL_INTERVAL_MS } from '@campus/sdk';
import { useEffect, useMemo } from 'react';
import type { TuiEnv, TuiSession } from '../env.js';
import { pollUnread } from '../unread/poll-unread.js';
import type { Route } from './routes.js';
import type { Services } from './services.js';
import { Shell } from './shell.js';

/** The shell for a signed-in user, with the unread count's source (closed when the shell goes). */
export default function SignedIn({
  env,
  session,
  initial,
}: {
  env: TuiEnv;
  session: TuiSession;
  initial?: Route[];
}) {
  const unread = useMemo(
    () =>
      // The poll by default: with the live stream the built binary did not exit on q (see the report);
      // liveUnread (tested in app.test.tsx) is one line away once that is fixed.
      env.unreadSource?.(session) ?? pollUnread(session.client, UNREAD_POLL_INTERVAL_MS),
    [env, session],
  );
  useEffect(() => () => unread.close(), [unread]);
  const services = useMemo<Services>(
    () => ({ env, client: session.client, user: session.user, unread, now: env.now }),
    [env, session, unread],
  );
  return <Shell services={services} initial={initial} />;
}
