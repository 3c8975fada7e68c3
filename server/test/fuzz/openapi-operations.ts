/** The operations of the app's OpenAPI document, read as the route fuzz walks them. */

export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path template, e.g. `/api/v1/tasks/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation declares one. */
  body: JsonSchema | undefined;
  /** Whether to send it multipart bodies (see `listOperations`). */
  upload: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Every operation of the document. @fastify/swagger drops `consumes` from a route without a body
 * schema, so an upload route shows up as a write with no request body: such writes get the
 * multipart bodies too, as do operations that declare `multipart/form-data`.
 */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const deref = (schema: JsonSchema | undefined): JsonSchema => {
    const ref = schema?.$ref?.replace('#/components/schemas/', '');
    return (ref ? doc.components?.schemas?.[ref] : schema) ?? {};
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? [])
          .filter((p): p is OpenApiParameter & Pick<Parameter, 'in'> =>
            ['path', 'query', 'header'].includes(p.in),
          )
          .map((p) => ({ in: p.in, name: p.name, required: p.required ?? false, schema: deref(p.schema) })),
        body: json ? deref(json) : undefined,
        upload: 'multipart/form-data' in content || (method !== 'get' && !op.requestBody),
      });
    }
  }
  return operations;
}

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Whether a schema holds a calendar day (`YYYY-MM-DD`). */
export const isDaySchema = (s: JsonSchema) => s.format === 'date' || s.pattern === DATE_PATTERN;
