import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from './serialization';

const compile = (schema: z.ZodType, verify: boolean) =>
  createSerializerCompiler({ verify })({ schema, method: 'GET', url: '/api/things', httpStatus: '200' });

describe('answers written from their response schema', () => {
  const ZThing = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable(), tags: z.array(z.string()).optional() });

  it('writes what zod writes and leaves out fields the schema does not name', () => {
    const thing = { id: 1, name: 'Crate "A"\n', note: null, password_hash: 'secret' };
    for (const verify of [false, true]) {
      const written = compile(ZThing, verify)(thing);
      expect(JSON.parse(written)).toEqual({ id: 1, name: 'Crate "A"\n', note: null });
    }
  });

  it('refuses, while verifying, an answer its contract does not allow', () => {
    expect(() => compile(ZThing, true)({ id: 1.5, name: 'x', note: null })).toThrow();
  });

  it('leaves a schema that changes values on the way out to zod', () => {
    const ZCents = z.object({ amount: z.codec(z.string(), z.number(), { decode: Number, encode: (value) => value.toFixed(2) }) });
    expect(JSON.parse(compile(ZCents, false)({ amount: 12 }))).toEqual({ amount: '12.00' });
  });
});
