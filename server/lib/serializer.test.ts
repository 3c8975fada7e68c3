import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler, forSerialization } from './serializer.ts';

const person = z.object({ id: z.number().int(), name: z.string() });
const responseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dueDate: z.iso.date().nullable(),
  updatedAt: z.string(),
  manager: person.nullable(),
  members: z.array(person),
  note: z.string().optional(),
  counts: z.record(z.string(), z.number()),
});

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function serve(schema: z.ZodType, payload: unknown): Promise<FastifyInstance> {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.get('/thing', { schema: { response: { 200: schema } } }, async () => payload);
  await app.ready();
  return app;
}

describe('compiled response serialization', () => {
  it('writes only the fields the schema lists, at every depth', async () => {
    const served = await serve(responseSchema, {
      id: 7,
      name: 'Quarterly report',
      dueDate: '2026-12-01',
      updatedAt: '2026-11-23T10:00:00.000Z',
      manager: { id: 2, name: 'Asha', passwordHash: 'scrypt$17$8$1$salt$key' },
      members: [{ id: 3, name: 'Ravi', email: 'ravi@example.com', sessions: ['abc'] }],
      counts: { open: 2 },
      passwordHash: 'scrypt$17$8$1$salt$key',
      isDeleted: false,
    });
    const res = await served.inject({ url: '/thing' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({
      id: 7,
      name: 'Quarterly report',
      dueDate: '2026-12-01',
      updatedAt: '2026-11-23T10:00:00.000Z',
      manager: { id: 2, name: 'Asha' },
      members: [{ id: 3, name: 'Ravi' }],
      counts: { open: 2 },
    });
    expect(res.body).not.toContain('scrypt');
    expect(res.body).not.toContain('ravi@example.com');
  });

  it('writes null for a nullable object or value, and leaves out an absent optional field', async () => {
    const payload = {
      id: 1,
      name: 'x',
      dueDate: null,
      updatedAt: '2026-11-23T10:00:00.000Z',
      manager: null,
      members: [],
      counts: {},
    };
    const served = await serve(responseSchema, payload);
    expect(JSON.parse((await served.inject({ url: '/thing' })).body)).toEqual(payload);
  });

  it('turns "X or null" into a nullable X and drops additionalProperties: false', () => {
    const json = z.toJSONSchema(z.object({ manager: person.nullable() }), {
      target: 'draft-7',
      io: 'output',
    });
    expect(forSerialization(json as Record<string, unknown>)).toEqual({
      type: 'object',
      properties: {
        manager: {
          type: 'object',
          properties: {
            id: { type: 'integer', minimum: expect.any(Number), maximum: expect.any(Number) },
            name: { type: 'string' },
          },
          required: ['id', 'name'],
          nullable: true,
        },
      },
      required: ['manager'],
    });
  });

  it('refuses to start with a response schema it cannot compile, naming the route', async () => {
    const transformed = z.object({ at: z.string().transform((s) => new Date(s)) });
    await expect(serve(transformed, { at: 'x' })).rejects.toThrow(
      /GET \/thing: the response schema cannot be compiled/,
    );
  });
});
