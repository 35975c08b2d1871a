import type { MatrixRow } from '../authorization-matrix.js';

/** Authorization matrix rows of the enrollments endpoints. */
export const ENROLLMENTS_ROWS: readonly MatrixRow[] = [];
