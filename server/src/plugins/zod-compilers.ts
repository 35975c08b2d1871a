import { fieldErrorsFrom } from '@campus/sdk';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { ValidationError } from '../errors.js';

/**
 * (Answers: plugins/answer-serializer.ts.) Validates params, query and body with the route's zod schemas. A failure becomes our own typed error (the
 * error handler maps it): a 422 with the sdk's field errors, for a bad path id too ("abc", "0x1", "+5"), so a
 * client learns its id was malformed rather than that some object is missing. A well-formed id of an object
 * the actor may not know about is the service's 404.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // A missing body is read as `{}`, so the answer lists the required fields rather than "expected object".
    const result = schema.safeParse(httpPart === 'body' && data == null ? {} : data);
    if (result.success) return { value: result.data };
    return { error: new ValidationError(fieldErrorsFrom(result.error)) };
  };
