import { type MatrixRow, noSecrets, signedIn } from '../authorization-matrix.js';

// The dashboard's My Events: always the signed-in user's own (owned events, RSVPs, children's); guests 401.
export const MY_EVENTS_ROWS: readonly MatrixRow[] = [
  { method: 'GET', url: '/api/user/owner-events', expect: signedIn(200), absent: noSecrets },
  { method: 'GET', url: '/api/user/events', expect: signedIn(200), absent: noSecrets },
  { method: 'GET', url: '/api/user/children-events', expect: signedIn(200), absent: noSecrets },
];
