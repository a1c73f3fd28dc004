import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A serializer of one route's answer that writes only the schema's fields, without validating them. */
function compileFast(schema: z.ZodType): ((data: unknown) => string) | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      override: ({ zodSchema }) => {
        // A transform or codec changes values on the way out; only zod can write those.
        if (zodSchema._zod.def.type === 'pipe') throw new Error('pipe');
      },
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return null;
  }
}

/**
 * Answers are written from the route's response schema with fast-json-stringify, which leaves out
 * any field the schema does not name, instead of being validated by zod and then stringified.
 * With `verify` (the tests), zod still validates every answer and the fast writing must match it
 * in every value, so a contract the fast path writes differently fails a test rather than a client.
 */
export function createSerializerCompiler(options: { verify: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const checked = (zodSerializerCompiler as FastifySerializerCompiler<z.ZodType>)(route);
    const schema = route.schema instanceof z.ZodType ? route.schema : (route.schema as { properties?: unknown } | undefined)?.properties;
    const fast = schema instanceof z.ZodType ? compileFast(schema) : null;
    if (!fast) return checked;
    if (!options.verify) return fast;
    return (data) => {
      const expected = checked(data);
      const written = fast(data);
      // Keys may come in another order (zod keeps the data's, the fast writer the schema's).
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: the fast serializer wrote ${written.slice(0, 500)} where zod wrote ${expected.slice(0, 500)}`,
        );
      }
      return expected;
    };
  };
}
