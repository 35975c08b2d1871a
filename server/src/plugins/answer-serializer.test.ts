import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, compileAnswerSerializer } from './answer-serializer.js';

const Answer = z.object({
  status: z.literal('success'),
  data: z.object({
    id: z.number().int(),
    title: z.string(),
    kind: z.enum(['event', 'course']),
    notes: z.string().nullable(),
    price: z.number().nullable().optional(),
    tags: z.array(z.object({ id: z.number(), name: z.string() })),
    counts: z.record(z.string(), z.number()),
    when: z.iso.datetime(),
  }),
});

const answer = {
  status: 'success',
  data: {
    id: 7,
    title: 'Quotes " and \\ and \u2028 and ünïcode',
    kind: 'event',
    notes: null,
    tags: [{ id: 1, name: 'a', secret: 'never written' }],
    counts: { yes: 2, no: 0 },
    when: '2026-12-02T10:00:00.000Z',
    password_hash: 'never written',
  },
};

function compile(mode: 'compiled' | 'checked', schema: z.ZodType) {
  return answerSerializerCompiler(mode)({ schema, method: 'GET', url: '/test', httpStatus: '200' });
}

describe('the compiled answer serializer', () => {
  it('writes what zod writes: the schema fields in order, nulls, records, and nothing the schema lacks', () => {
    const zodJson = JSON.stringify(Answer.encode(answer as z.output<typeof Answer>));
    const json = compileAnswerSerializer(Answer)(answer);
    expect(json).toBe(zodJson);
    expect(json).not.toContain('never written');
    expect(JSON.parse(json).data.title).toBe(answer.data.title);
  });

  it('refuses an answer that lacks a required field (a 500, never a partial answer)', () => {
    const { title: _title, ...data } = answer.data;
    expect(() => compile('compiled', Answer)({ ...answer, data })).toThrow(/title/);
  });

  it('in tests checks with zod too: a wrong type fails though the compiled serializer would coerce it', () => {
    const wrong = { ...answer, data: { ...answer.data, title: 42 } };
    expect(compile('compiled', Answer)(wrong)).toContain('"title":"42"');
    expect(() => compile('checked', Answer)(wrong)).toThrow();
  });

  it('in tests fails when the compiled serializer writes other JSON than zod', () => {
    // zod's union takes the first branch that parses (stripping b); JSON Schema's anyOf the first that matches.
    const Union = z.union([z.object({ a: z.number() }), z.object({ a: z.number(), b: z.number() })]);
    expect(compile('compiled', Union)({ a: 1, b: 2 })).toBe('{"a":1,"b":2}');
    expect(() => compile('checked', Union)({ a: 1, b: 2 })).toThrow(/compiled serializer of GET \/test/);
  });
});
