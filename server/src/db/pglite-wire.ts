import { type messages, protocol } from '@electric-sql/pglite';

/*
 * Reads the backend messages PGlite answers an extended-protocol batch with, straight from the bytes.
 * PGlite's own reader copies every column value into a fresh buffer before decoding it and reaches each of its
 * fields through a WeakMap; on a page of rows that was a quarter of a request's CPU. Only what a
 * statement's answer holds is read here; an error (or anything unusual) is read by PGlite's reader, so errors
 * are PGlite's DatabaseError objects, code and all.
 */

export interface WireField {
  name: string;
  dataTypeID: number;
}

export interface WireAnswer {
  fields: WireField[];
  /** Each row's column values as text (null for SQL NULL), in field order. */
  rows: (string | null)[][];
  /** The command tag of the first CommandComplete (as 'SELECT 3'), if any. */
  commandTag?: string;
  /** The parameter types of a described statement. */
  paramTypes?: number[];
}

const decoder = new TextDecoder('utf-8');

const ROW_DESCRIPTION = 0x54; // T
const DATA_ROW = 0x44; // D
const COMMAND_COMPLETE = 0x43; // C
const PARAMETER_DESCRIPTION = 0x74; // t
const ERROR_RESPONSE = 0x45; // E
const NOTIFICATION = 0x41; // A

/** The first error in `bytes`, as PGlite's reader makes it. */
function databaseError(bytes: Uint8Array): messages.DatabaseError | undefined {
  let error: messages.DatabaseError | undefined;
  new protocol.Parser().parse(bytes, (message) => {
    if (!error && message.name === 'error') error = message as messages.DatabaseError;
  });
  return error;
}

/** Reads one batch's answer; throws the first ErrorResponse in it as a DatabaseError. */
export function readAnswer(bytes: Uint8Array): WireAnswer {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const answer: WireAnswer = { fields: [], rows: [] };
  let offset = 0;
  const cstring = () => {
    const end = bytes.indexOf(0, offset);
    const text = decoder.decode(bytes.subarray(offset, end));
    offset = end + 1;
    return text;
  };
  while (offset + 5 <= bytes.length) {
    const type = bytes[offset];
    const length = view.getInt32(offset + 1);
    const next = offset + 1 + length;
    offset += 5;
    if (type === ERROR_RESPONSE) {
      throw databaseError(bytes) ?? new Error('PGlite answered an error it could not read');
    } else if (type === NOTIFICATION) {
      // LISTEN is not used on PGlite (the actor cache listens on PostgreSQL only); say so loudly if it ever is.
      throw new Error('A notification reached the prepared-statement client, which cannot deliver it');
    } else if (type === ROW_DESCRIPTION) {
      const count = view.getInt16(offset);
      offset += 2;
      const fields: WireField[] = [];
      for (let index = 0; index < count; index += 1) {
        const name = cstring();
        const dataTypeID = view.getInt32(offset + 6);
        offset += 18;
        fields.push({ name, dataTypeID });
      }
      answer.fields = fields;
    } else if (type === DATA_ROW) {
      const count = view.getInt16(offset);
      offset += 2;
      const row: (string | null)[] = new Array(count);
      for (let index = 0; index < count; index += 1) {
        const size = view.getInt32(offset);
        offset += 4;
        if (size === -1) {
          row[index] = null;
        } else {
          row[index] = decoder.decode(bytes.subarray(offset, offset + size));
          offset += size;
        }
      }
      answer.rows.push(row);
    } else if (type === COMMAND_COMPLETE) {
      answer.commandTag ??= cstring();
    } else if (type === PARAMETER_DESCRIPTION) {
      const count = view.getInt16(offset);
      const types: number[] = [];
      for (let index = 0; index < count; index += 1) types.push(view.getInt32(offset + 2 + index * 4));
      answer.paramTypes = types;
    }
    offset = next;
  }
  return answer;
}
