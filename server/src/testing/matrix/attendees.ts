import type { MatrixRow } from '../authorization-matrix.js';

export const ATTENDEES_ROWS: readonly MatrixRow[] = [];
