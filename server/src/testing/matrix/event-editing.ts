import type { MatrixRow } from '../authorization-matrix.js';

export const EVENT_EDITING_ROWS: readonly MatrixRow[] = [];
