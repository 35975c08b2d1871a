import type { CampusClient } from '@campus/sdk';
import { createContext, type ReactNode, useContext } from 'react';
import type { TuiEnv, TuiUser } from '../env.js';
import type { UnreadSource } from '../unread/unread-source.js';
import type { Route } from './routes.js';

/** What every screen may use: the signed-in client and user, the clock, the unread count's source. */
export interface Services {
  env: TuiEnv;
  client: CampusClient;
  user: TuiUser;
  unread: UnreadSource;
  now(): Date;
}

/** Moving between screens, and the one-line notice after an action. */
export interface Navigation {
  push(route: Route): void;
  /** Back one level; quits from the top. */
  pop(): void;
  /** Changes the current entry (e.g. which pane is open), so coming back restores it. */
  update(route: Route): void;
  notify(message: string, tone?: 'success' | 'error'): void;
}

const ServicesContext = createContext<Services | null>(null);
const NavigationContext = createContext<Navigation | null>(null);

export function ServicesProvider({ value, children }: { value: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a signed-in shell above it');
  return services;
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs the shell above it');
  return navigation;
}
