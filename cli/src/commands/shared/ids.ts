import { UsageError } from '../../errors.js';

/** The largest id the database holds (PostgreSQL integer), as the sdk's idField checks it. */
const MAX_ID = 2_147_483_647;

/** Whether text is an id as the lists print it: decimal digits only, 1 to MAX_ID. */
export function isIdText(text: string): boolean {
  if (!/^[0-9]+$/.test(text)) return false;
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;
}

/** A positional id (`campus groups show 12`): a usage error (exit 2) naming where ids come from. */
export function parseId(text: string | undefined, what: string, listCommand: string): number {
  if (text === undefined) throw new UsageError(`Give the ${what} id (see \`${listCommand}\`).`);
  if (!isIdText(text))
    throw new UsageError(`Invalid ${what} id "${text}": use an id from \`${listCommand}\`.`);
  return Number(text);
}
