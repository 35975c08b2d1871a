import { ErrorEnvelopeSchema } from '@campus/sdk';

/** The success envelope every route answers with. */
export function ok<T>(data: T, message?: string): { status: 'success'; message?: string; data: T } {
  return message === undefined ? { status: 'success', data } : { status: 'success', message, data };
}

/** Error answers a route documents in its response schema (all share the one error envelope). */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): Record<Codes[number], typeof ErrorEnvelopeSchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorEnvelopeSchema])) as Record<
    Codes[number],
    typeof ErrorEnvelopeSchema
  >;
}
