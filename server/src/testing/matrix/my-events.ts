import type { MatrixRow } from '../authorization-matrix.js';

export const MY_EVENTS_ROWS: readonly MatrixRow[] = [];
