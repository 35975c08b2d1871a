import { fieldErrorsFrom } from '@campus/sdk';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { NotFoundError, ValidationError } from '../errors.js';

/**
 * Validates params, query and body with the route's zod schemas. A failure becomes our own typed error (the
 * error handler maps it): a bad body or query is a 422 with the sdk's field errors, a bad path parameter (a
 * non-numeric id) is a 404, as the route simply does not exist for it.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // A missing body is read as `{}`, so the answer lists the required fields rather than "expected object".
    const result = schema.safeParse(httpPart === 'body' && data == null ? {} : data);
    if (result.success) return { value: result.data };
    if (httpPart === 'params') return { error: new NotFoundError() };
    return { error: new ValidationError(fieldErrorsFrom(result.error)) };
  };

/** Responses are encoded (and checked) with the route's zod response schemas. */
export const serializerCompiler = zodSerializerCompiler;
