import type { MatrixRow } from '../authorization-matrix.js';

/** The authorization-matrix rows of the events endpoints. */
export const EVENTS_ROWS: readonly MatrixRow[] = [];
