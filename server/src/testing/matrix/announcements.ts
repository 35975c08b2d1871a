import type { MatrixRow } from '../authorization-matrix.js';

/** The authorization-matrix rows of the announcements endpoints. */
export const ANNOUNCEMENTS_ROWS: readonly MatrixRow[] = [];
