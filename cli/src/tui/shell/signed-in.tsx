import { connectLive, UNREAD_POLL_INTERVAL_MS } from '@campus/sdk';
import { useEffect, useMemo, useState } from 'react';
import type { TuiEnv, TuiSession } from '../env.js';
import { liveUnread } from '../unread/live-unread.js';
import type { UnreadSource } from '../unread/unread-source.js';
import type { Route } from './routes.js';
import type { Services } from './services.js';
import { Shell } from './shell.js';

/** The live stream's unread events, with the spec's 30-second poll while the stream is down. */
function defaultUnreadSource(env: TuiEnv, session: TuiSession): UnreadSource {
  return liveUnread(
    session.client,
    (handlers) =>
      connectLive({ baseUrl: env.apiUrl, getToken: () => session.token, auth: 'bearer', ...handlers }),
    UNREAD_POLL_INTERVAL_MS,
  );
}

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
  // Opened in an effect, not during render: a render React throws away (this component is lazy) would
  // leave a stream open that nothing closes, and the process would not exit on q.
  const [unread, setUnread] = useState<UnreadSource | null>(null);
  useEffect(() => {
    const source = env.unreadSource?.(session) ?? defaultUnreadSource(env, session);
    setUnread(source);
    return () => source.close();
  }, [env, session]);
  const services = useMemo<Services | null>(
    () => (unread ? { env, client: session.client, user: session.user, unread, now: env.now } : null),
    [env, session, unread],
  );
  return services ? <Shell services={services} initial={initial} /> : null;
}
