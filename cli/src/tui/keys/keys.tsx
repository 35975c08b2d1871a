import { type Key, useInput } from 'ink';
import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useRef } from 'react';

/** A key handler answers true when it used the key, so nothing below it sees it. */
export type KeyHandler = (input: string, key: Key) => boolean;

interface Registration {
  depth: number;
  order: number;
  handler: { current: KeyHandler };
  active: { current: boolean };
}

interface KeyContextValue {
  register(registration: Omit<Registration, 'order'>): () => void;
  depth: number;
  /** False while this layer or one around it is paused (e.g. under the help overlay). */
  enabled(): boolean;
}

const KeyContext = createContext<KeyContextValue | null>(null);

/**
 * One Ink input listener for the whole app, dispatching each key to the deepest handler first (a dialog
 * before its screen, a screen before the shell): Ink's own listeners all fire, so "escape closes the
 * dialog, not the screen" needs this order. Equal depths: the latest mounted first.
 */
export function KeyRoot({ children }: { children: ReactNode }) {
  const registrations = useRef<Registration[]>([]);
  const counter = useRef(0);
  useInput((input, key) => {
    const ordered = [...registrations.current].sort((a, b) => b.depth - a.depth || b.order - a.order);
    for (const registration of ordered) {
      if (registration.active.current && registration.handler.current(input, key)) return;
    }
  });
  const value = useMemo<KeyContextValue>(
    () => ({
      depth: 0,
      enabled: () => true,
      register(registration) {
        const entry = { ...registration, order: counter.current++ };
        registrations.current.push(entry);
        return () => {
          registrations.current = registrations.current.filter((other) => other !== entry);
        };
      },
    }),
    [],
  );
  return <KeyContext.Provider value={value}>{children}</KeyContext.Provider>;
}

/** Everything inside sees keys before what is outside (a dialog, a form); nothing while `paused`. */
export function KeyLayer({ children, paused = false }: { children: ReactNode; paused?: boolean }) {
  const parent = useKeyContext();
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const value = useMemo(
    () => ({ ...parent, depth: parent.depth + 1, enabled: () => !pausedRef.current && parent.enabled() }),
    [parent],
  );
  return <KeyContext.Provider value={value}>{children}</KeyContext.Provider>;
}

function useKeyContext(): KeyContextValue {
  const context = useContext(KeyContext);
  if (!context) throw new Error('useKeys needs a KeyRoot above it');
  return context;
}

/**
 * Registers a handler at this layer's depth; the latest handler and `active` are always used. `first`: before
 * the layer's other handlers (a list's `/` filter, so that the enter which ends the filter opens nothing).
 */
export function useKeys(
  handler: KeyHandler,
  active = true,
  { first = false }: { first?: boolean } = {},
): void {
  const context = useKeyContext();
  const handlerRef = useRef(handler);
  const activeRef = useRef(active);
  handlerRef.current = handler;
  activeRef.current = active;
  // A layout effect: the handler is in place when the frame that shows its screen is drawn (a passive
  // effect may run a key press later on a busy machine, and that key would be lost).
  useLayoutEffect(() => {
    const enabled = {
      get current() {
        return activeRef.current && context.enabled();
      },
    };
    // Half a layer: before this layer's handlers, still after a deeper layer's (a dialog's).
    return context.register({
      depth: context.depth + (first ? 0.5 : 0),
      handler: handlerRef,
      active: enabled,
    });
  }, [context, first]);
}

/** Printable text typed (not a control key): what a filter or a form takes. */
export function isText(input: string, key: Key): boolean {
  return input.length > 0 && !key.ctrl && !key.meta && !key.escape && !key.return && !key.tab;
}
