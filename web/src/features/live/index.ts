// The live updates feature's public surface (issue 25): the app mounts the provider, screens use the hooks.
export { useLive } from './live-context';
export { LiveProvider } from './live-provider';
export { useLiveEvent } from './use-live-event';
export { useLiveSeats } from './use-live-seats';
export { useLiveUnread } from './use-live-unread';
