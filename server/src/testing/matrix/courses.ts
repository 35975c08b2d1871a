import type { MatrixRow } from '../authorization-matrix.js';

/** Authorization matrix rows of the courses endpoints. */
export const COURSES_ROWS: readonly MatrixRow[] = [];
