import type { MatrixRow } from '../authorization-matrix.js';

/** The authorization-matrix rows of the groups endpoints. */
export const GROUPS_ROWS: readonly MatrixRow[] = [];
