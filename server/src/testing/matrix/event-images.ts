import type { MatrixRow } from '../authorization-matrix.js';

export const EVENT_IMAGES_ROWS: readonly MatrixRow[] = [];
