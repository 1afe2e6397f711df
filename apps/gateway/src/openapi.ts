import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import { ErrorBody, sessionCookieName, type FileField, type RouteContract } from '@sitespark/contracts';

export const openApiPath = '/api/docs';
export const sessionSecurityScheme = 'sitespark_session';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

/** The zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), for what is sent or what is answered. */
function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** Fastify's `:name` becomes `{name}`; the trailing wildcard `*` becomes `{key}`. */
export function openApiPathOf(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{key}');
}

function pathParameters(route: RouteContract): JsonSchema[] {
  const properties = (route.request.params ? jsonSchemaOf(route.request.params, 'input').properties : {}) as Record<string, JsonSchema>;
  const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)|\*$/g)].map((match) => match[1] ?? '*');
  return names.map((name) => ({
    name: name === '*' ? 'key' : name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
  }));
}

function queryParameters(route: RouteContract): JsonSchema[] {
  if (!route.request.query) return [];
  const schema = jsonSchemaOf(route.request.query, 'input');
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function fileSchema(field: FileField): JsonSchema {
  const file = {
    type: 'string',
    contentMediaType: 'application/octet-stream',
    description: `One of ${field.accept.join(', ')}; at most ${field.maxBytes} bytes`,
  };
  return field.maxCount === 1 ? file : { type: 'array', maxItems: field.maxCount, items: file };
}

function requestBody(route: RouteContract): JsonSchema | undefined {
  if (route.kind === 'raw') {
    return { required: true, content: { 'application/json': { schema: {} } }, description: 'Delivered byte for byte to the owner, which verifies its signature' };
  }
  if (route.kind === 'multipart') {
    const fields = route.request.body ? jsonSchemaOf(route.request.body, 'input') : { type: 'object', properties: {} };
    const files = Object.fromEntries(Object.entries(route.files ?? {}).map(([name, field]) => [name, fileSchema(field)]));
    const encoding = Object.fromEntries(Object.entries(route.files ?? {}).map(([name, field]) => [name, { contentType: field.accept.join(', ') }]));
    const schema = { ...fields, properties: { ...(fields.properties as JsonSchema | undefined), ...files } };
    return { required: true, content: { 'multipart/form-data': { schema, encoding } } };
  }
  if (!route.request.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.request.body, 'input') } } };
}

function successResponses(route: RouteContract): Record<string, JsonSchema> {
  switch (route.kind) {
    case 'navigation':
      return { '302': { description: 'Redirect; the browser navigates here rather than fetching it' } };
    case 'stream':
      return { '200': { description: 'Streamed as it is produced (server-sent events or a download with range requests)', content: { '*/*': {} } } };
    case 'binary':
      return { '200': { description: 'A file', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } } };
    default:
      return {
        '200': {
          description: 'OK',
          content: { 'application/json': { schema: route.response ? jsonSchemaOf(route.response, 'output') : {} } },
        },
      };
  }
}

function operationOf(route: RouteContract): JsonSchema {
  const parameters = [...pathParameters(route), ...queryParameters(route)];
  const body = requestBody(route);
  return {
    operationId: route.id,
    summary: route.summary,
    tags: [route.owner],
    'x-access': route.access,
    ...(route.access === 'public' ? {} : { security: [{ [sessionSecurityScheme]: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      ...successResponses(route),
      default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
    },
  };
}

/** The OpenAPI 3.1 document of the public API, built straight from the contract table. */
export function buildOpenApiDocument(routes: readonly RouteContract[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPathOf(route.path);
    const item = (paths[path] ??= {});
    const method = route.method.toLowerCase();
    if (item[method]) throw new Error(`Route ${route.id} repeats ${route.method} ${route.path}`);
    item[method] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SiteSpark API',
      version: '1.0.0',
      description: 'Every /api route, as the gateway admits it. `x-access` is the access level: public, session (signed in) or subscriber (signed in with an active subscription).',
    },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(ErrorBody, 'output') },
      securitySchemes: { [sessionSecurityScheme]: { type: 'apiKey', in: 'cookie', name: sessionCookieName } },
    },
  };
}

/** Serves the document at `/api/docs`, built once when the gateway starts. */
export function registerOpenApiRoute(app: FastifyInstance, routes: readonly RouteContract[]): void {
  const document = buildOpenApiDocument(routes);
  app.get(openApiPath, async (_request, reply) => reply.header('cache-control', 'no-cache').send(document));
}
