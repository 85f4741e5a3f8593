import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { webhookDocument } from './webhooks';

/** Every error answer's body: DESIGN.md's public contract, `{ "error": { "code", "message", "fields"? } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('What is wrong with each field, by its name (a dotted path for a nested one)'),
    rows: z
      .array(z.object({ row: z.number().int(), field: z.string(), message: z.string() }))
      .optional()
      .describe("A bulk request's refusal (an import): what is wrong with each row, rows counted from 1"),
  }),
});

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io }) as JsonSchema;
  return rest;
}

/** Express's `/users/:id` as OpenAPI writes it: `/users/{id}`. */
export function documentedPath(expressPath: string) {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const error = { $ref: '#/components/schemas/Error' };
const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: error } },
});

function responses(endpoint: Endpoint) {
  const answers: Record<string, unknown> = {
    [String(endpoint.successStatus ?? 200)]: {
      description: endpoint.successStatus === 201 ? 'Created' : 'OK',
      ...(endpoint.response
        ? { content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } } }
        : {}),
    },
  };
  const shaped = endpoint.params || endpoint.query || endpoint.body;
  if (shaped || endpoint.idempotent)
    answers['400'] = refusal(
      'The request does not have the expected shape (invalid_request, with fields; invalid_json for a body that is not JSON' +
        (endpoint.idempotent
          ? '; invalid_idempotency_key for a key that is not 1-200 printable ASCII characters'
          : '') +
        ')',
    );
  const forbidden: string[] = [];
  if (endpoint.roles !== 'public')
    answers['401'] = refusal('Not signed in, and no bearer token (unauthenticated)');
  if (Array.isArray(endpoint.roles))
    forbidden.push(`your role is not ${endpoint.roles.join(' or ')} (forbidden)`);
  if (endpoint.method !== 'get')
    forbidden.push('a cookie-authenticated write from another site (bad_origin)');
  // The endpoint's own 403s (the service's ownership rules) join the router's.
  for (const { status, description } of endpoint.refusals ?? [])
    if (status === 403) forbidden.push(description);
  if (forbidden.length) answers['403'] = refusal(`Refused: ${forbidden.join('; or ')}`);
  const refusals = (endpoint.refusals ?? []).filter((r) => r.status !== 403);
  if (endpoint.idempotent)
    refusals.push({
      status: 409,
      description: 'The Idempotency-Key was used with another body (idempotency_key_reused)',
    });
  // Two refusals with one status share it: their descriptions are joined.
  const byStatus = new Map<number, string[]>();
  for (const { status, description } of refusals)
    byStatus.set(status, [...(byStatus.get(status) ?? []), description]);
  for (const [status, descriptions] of byStatus)
    answers[String(status)] = refusal(descriptions.join('; or '));
  if (endpoint.body) answers['413'] = refusal('The request body is too large (payload_too_large)');
  if (endpoint.roles !== 'public' || endpoint.readsViewer)
    answers['503'] = refusal(
      'The database cannot be reached; try again after Retry-After seconds (database_unavailable)',
    );
  answers.default = refusal('Something went wrong on our side (internal_error)');
  return answers;
}

/** DESIGN: every write takes an Idempotency-Key (server/api/idempotency.ts). */
const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Send the write again with the same key and body and it answers its first answer (status and body) again, ' +
    'changing nothing (with the header Idempotent-Replayed: true); the same key with another body is a 409. ' +
    'Keys are kept 24 hours, per caller, endpoint (the route that answers, so the path in another case or with ' +
    'a trailing slash is the same endpoint) and the resource its path names.',
  schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x20-\\x7E]+$' },
};

function operation(endpoint: Endpoint) {
  return {
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    // A public endpoint needs no credentials (the document's default asks for a cookie or a token).
    ...(endpoint.roles === 'public' ? { security: [] } : {}),
    ...(endpoint.params || endpoint.query || endpoint.idempotent
      ? {
          parameters: [
            ...parameters(endpoint.params, 'path'),
            ...parameters(endpoint.query, 'query'),
            ...(endpoint.idempotent ? [idempotencyKeyParameter] : []),
          ],
        }
      : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    ...(endpoint.upload
      ? {
          requestBody: {
            required: true,
            description: endpoint.upload.description,
            content: Object.fromEntries(
              endpoint.upload.contentTypes.map((type) => [
                type,
                { schema: { type: 'string', format: 'binary' } },
              ]),
            ),
          },
        }
      : {}),
    responses: responses(endpoint),
  };
}

/**
 * The REST API described for other clients (a ringside scoring tablet, a federation's system), generated
 * from the endpoint table: each path, method, parameter, body and answer comes from the endpoint's own
 * zod schemas, the ones its requests are parsed with.
 */
export function openApiDocument(baseUrl: string, endpoints: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    (paths[documentedPath(endpoint.path)] ??= {})[endpoint.method] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'AJBXNG API',
      version: '1.0.0',
      description:
        'Browsers use the session cookie. Other clients sign in with POST /api/auth/sign-in/email, then GET /api/auth/token ' +
        '(with the session cookie) for a JWT valid 15 minutes (less if that session ends first: sign-out, password reset, disabling), sent as Authorization: Bearer <token>. Public keys: /api/auth/jwks. ' +
        'An account made with a phone number (issue 32) signs in with a code by SMS instead: POST /api/auth/phone-number/send-otp { "phoneNumber" } (any Nigerian form: 0803 123 4567, +234 803 123 4567; 3 codes a number and 10 an address in 10 minutes, else 429), then POST /api/auth/phone-number/verify { "phoneNumber", "code" } (6 digits, 5 minutes, single use, 3 tries) sets the session cookie; with "name" and "accountType" it creates the account. ' +
        'Every error answers { "error": { "code", "message", "fields"? } }.',
    },
    servers: [{ url: `${baseUrl}/api/v1` }],
    components: {
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: { Error: jsonSchema(apiErrorSchema, 'output') },
    },
    security: [{ cookie: [] }, { bearer: [] }],
    paths,
    // Outbound webhooks (issue 27 item 16): what this server POSTs to a subscription's receiver.
    webhooks: webhookDocument(),
  };
}
