import type { MatrixRow } from '../authorization-matrix.js';

/** The authorization-matrix rows of the organizations endpoints. */
export const ORGANIZATIONS_ROWS: readonly MatrixRow[] = [];
