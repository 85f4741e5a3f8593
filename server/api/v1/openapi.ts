/** The REST API described for other clients (a ringside scoring tablet, a federation's system). */
export function openApiDocument(baseUrl: string) {
  const userSchema = {
    type: 'object',
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string', enum: ['admin', 'coach', 'referee', 'boxer', 'spectator'] },
      disabled: { type: 'boolean' },
    },
  };
  const error = { $ref: '#/components/schemas/Error' };
  const errors = {
    '400': { description: 'Invalid request', content: { 'application/json': { schema: error } } },
    '401': { description: 'Not signed in', content: { 'application/json': { schema: error } } },
    '403': {
      description: 'Role not allowed, or bad origin',
      content: { 'application/json': { schema: error } },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'AJBXNG API',
      version: '1.0.0',
      description:
        'Browsers use the session cookie. Other clients sign in with POST /api/auth/sign-in/email, then GET /api/auth/token ' +
        '(with the session cookie) for a JWT valid 15 minutes (less if that session ends first: sign-out, password reset, disabling), sent as Authorization: Bearer <token>. Public keys: /api/auth/jwks.',
    },
    servers: [{ url: `${baseUrl}/api/v1` }],
    components: {
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: { error: { type: 'string' }, message: { type: 'string' } },
          required: ['error', 'message'],
        },
        User: userSchema,
      },
    },
    security: [{ cookie: [] }, { bearer: [] }],
    paths: {
      '/me': {
        get: { summary: 'The signed-in person', responses: { '200': { description: 'OK' }, ...errors } },
      },
      '/users': {
        get: {
          summary: 'Search accounts (admin)',
          parameters: [
            { name: 'q', in: 'query', schema: { type: 'string', maxLength: 100 } },
            { name: 'role', in: 'query', schema: userSchema.properties.role },
          ],
          responses: { '200': { description: 'OK' }, ...errors },
        },
      },
      '/users/{id}': {
        get: {
          summary: 'One account (admin)',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'OK' }, '404': { description: 'No such user' }, ...errors },
        },
        patch: {
          summary: "Change an account's role or disable it (admin); recorded in the audit log",
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    role: userSchema.properties.role,
                    disabled: { type: 'boolean' },
                    reason: { type: 'string', maxLength: 300 },
                  },
                },
              },
            },
          },
          responses: {
            '200': { description: 'OK' },
            '404': { description: 'No such user' },
            '409': { description: 'Would leave no admin, or disable yourself' },
            ...errors,
          },
        },
      },
    },
  };
}
