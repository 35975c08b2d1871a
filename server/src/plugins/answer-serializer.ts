import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler as createZodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * How answers become JSON:
 * - `compiled` (production): fast-json-stringify, compiled once per route from the JSON Schema of the route's
 *   zod answer schema. It writes the schema's fields in order, drops the rest, and checks nothing else:
 *   zod's full check of every answer cost 13% of a read's CPU.
 * - `checked` (tests): zod checks and encodes every answer as before (a wrong answer is a 500), and the
 *   compiled serializer must write the same JSON, so the whole suite proves the two agree; the compiled
 *   serializer's text is sent, so tests see production's bytes.
 */
export type AnswerSerialization = 'compiled' | 'checked';

type Serialize = (data: unknown) => string;

interface CompileInput {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

const zodSerializerCompiler = createZodSerializerCompiler({});

/** The JSON Schema fast-json-stringify compiles for a zod answer schema (draft-07, what it reads). */
export function answerJsonSchema(schema: ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'throw' }) as Record<
    string,
    unknown
  >;
}

/** fast-json-stringify for a zod answer schema; throws when zod cannot say the schema in JSON Schema. */
export function compileAnswerSerializer(schema: ZodType): Serialize {
  return fastJsonStringify(answerJsonSchema(schema)) as Serialize;
}

/** A serializer that checks with zod, encodes, and fails when the compiled one writes anything else. */
function checkedSerializer(input: CompileInput, compiled: Serialize): Serialize {
  const viaZod = zodSerializerCompiler(input as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
  return (data) => {
    const json = viaZod(data);
    const fast = compiled(data);
    if (fast !== json && !isDeepStrictEqual(JSON.parse(fast), JSON.parse(json))) {
      throw new Error(
        `The compiled serializer of ${input.method} ${input.url} (${input.httpStatus ?? 'any'}) wrote ${fast}; zod wrote ${json}`,
      );
    }
    // What production sends, byte for byte (key order may differ from zod's, which keeps the data's).
    return fast;
  };
}

/** Fastify's serializer compiler for the chosen way (see AnswerSerialization). */
export function answerSerializerCompiler(mode: AnswerSerialization): FastifySerializerCompiler<ZodType> {
  return (input) => {
    const compiled = compileAnswerSerializer(input.schema);
    return mode === 'checked' ? checkedSerializer(input, compiled) : compiled;
  };
}
