import { z } from 'zod';
import { errorBody, pagination, sorting } from '@venue/core/contract';
import type { App } from '../http/app-env.ts';
import { operationsOf, type Operation } from '../http/route.ts';

type Json = Record<string, unknown>;

function schema(s: z.ZodType, io: 'input' | 'output'): Json {
  try {
    const out = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Json;
    delete out.$schema;
    return out;
  } catch {
    return {};
  }
}

function parameters(op: Operation): Json[] {
  const out: Json[] = [];
  const add = (s: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!s) return;
    const js = schema(s, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, prop] of Object.entries(js.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: prop });
    }
  };
  add(op.params, 'path');
  add(op.query, 'query');
  return out;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: schema(errorBody, 'output') } },
});

/** OpenAPI 3.1 from every route declared with route(): the contract schemas are the single source. */
export function buildOpenApi(app: App): Json {
  const paths: Record<string, Json> = {};
  for (const op of operationsOf(app)) {
    const path = op.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const data = op.response ? schema(op.response, 'output') : {};
    const envelope: Json = {
      type: 'object',
      required: ['data', 'checksum'],
      properties: {
        data: op.paged ? { type: 'array', items: data } : data,
        checksum: { type: 'string', description: 'sha1 hex of the JSON of data' },
        ...(op.paged
          ? {
              meta: {
                type: 'object',
                properties: { pagination: schema(pagination, 'output'), sorting: schema(sorting, 'output') },
              },
            }
          : {}),
      },
    };
    const responses: Json = {
      [String(op.status)]: { description: 'Success', content: { 'application/json': { schema: envelope } } },
      '422': errorResponse('Validation failed: errors keyed by field path'),
      '404': errorResponse('Unable to complete request, item not found.'),
      '500': errorResponse('Something has gone wrong, please try again.'),
    };
    if (op.auth !== 'public') responses['401'] = errorResponse('Unauthenticated.');
    if (op.auth === 'staff') responses['403'] = errorResponse('Unauthorised.');
    (paths[path] ??= {})[op.method] = {
      summary: op.summary,
      tags: op.tags,
      parameters: [
        {
          name: 'X-Client-Domain',
          in: 'header',
          required: false,
          schema: { type: 'string', example: 'riverside-leisure' },
        },
        ...parameters(op),
      ],
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schema(op.body, 'input') } } } }
        : {}),
      ...(op.auth !== 'public' ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Venue booking API (reference server)', version: '0.1.0' },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'riverside-leisure-auth-token' },
      },
    },
    paths,
  };
}
