import type { MatrixRow } from '../authorization-matrix.js';

/** Authorization matrix rows of the course-sessions endpoints. */
export const COURSE_SESSIONS_ROWS: readonly MatrixRow[] = [];
