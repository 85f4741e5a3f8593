import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { roles } from '@server/auth/roles';
import type { AppServices } from '@server/services';
import { userChangeSchema, userSearchSchema } from '~/features/users';
import { apiEndpoints, createApiRouter } from './index';
import { documentedPath, openApiDocument } from './openapi';

const methods = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;

/** Enough of the services to list the endpoints and route requests; nobody is signed in. */
const services = {
  config: { baseUrl: 'http://127.0.0.1:3999', bodyLimit: '100kb', trainingVideoUrl: undefined },
  viewerFor: async () => null,
} as unknown as AppServices;

type Operation = {
  parameters?: { name: string; in: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
};
type Document = { paths: Record<string, Partial<Record<(typeof methods)[number], Operation>>> };

const document = openApiDocument(services.config.baseUrl, apiEndpoints(services)) as unknown as Document;
const documented = Object.entries(document.paths).flatMap(([path, item]) =>
  methods.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
);
const operation = (method: (typeof methods)[number], path: string) => document.paths[path]?.[method];

/** Every `enum` anywhere in a JSON value. */
function enums(value: unknown): unknown[][] {
  if (!value || typeof value !== 'object') return [];
  const own = Array.isArray((value as { enum?: unknown }).enum) ? [(value as { enum: unknown[] }).enum] : [];
  return [...own, ...Object.values(value).flatMap(enums)];
}

describe('the OpenAPI document', () => {
  it('documents every endpoint of the table, and nothing else', () => {
    const table = apiEndpoints(services).map((e) => `${e.method.toUpperCase()} ${documentedPath(e.path)}`);
    expect(table.length).toBeGreaterThan(0);
    expect([...documented].sort()).toEqual([...table].sort());
  });

  it('writes the roles from the roles list wherever a role is named', () => {
    const roleEnums = enums(document.paths).filter((values) => values.includes('admin'));
    // The role filter of /users, the role of PATCH /users/{id}'s body, and the roles in the answers.
    expect(roleEnums.length).toBeGreaterThanOrEqual(3);
    for (const values of roleEnums) expect(values).toEqual([...roles]);
  });

  it('describes the parameters and bodies with the schemas the requests are parsed with', () => {
    expect(operation('patch', '/users/{id}')?.requestBody?.content['application/json']?.schema).toEqual(
      withoutDialect(z.toJSONSchema(userChangeSchema, { io: 'input' })),
    );
    const search = withoutDialect(z.toJSONSchema(userSearchSchema, { io: 'input' })) as {
      properties: Record<string, unknown>;
    };
    expect(operation('get', '/users')?.parameters).toEqual(
      Object.entries(search.properties).map(([name, schema]) => ({
        name,
        in: 'query',
        required: false,
        schema,
      })),
    );
    expect(operation('get', '/users/{id}')?.parameters?.map((p) => [p.name, p.in])).toEqual([['id', 'path']]);
  });

  it('gives every refusal the one error shape', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of methods) {
        for (const [status, answer] of Object.entries(item[method]?.responses ?? {})) {
          if (status.startsWith('2')) continue;
          expect(answer, `${method} ${path} ${status}`).toMatchObject({
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          });
        }
      }
    }
  });

  describe('against the router', () => {
    let server: Server;
    let base: string;

    beforeAll(async () => {
      const app = express().use('/api/v1', createApiRouter(services));
      server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const address = server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('serves every documented path and method', async () => {
      for (const key of documented) {
        const [method, path] = key.split(' ') as [string, string];
        const url = base + path.replace(/\{\w+\}/g, 'sample');
        const response = await fetch(url, {
          method,
          headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3999' },
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
        const body = (await response.json()) as { error?: { code?: string } };
        expect(body.error?.code, key).not.toBe('not_found');
      }
    });

    it('serves the document itself', async () => {
      const response = await fetch(`${base}/openapi.json`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
    });
  });
});

function withoutDialect(schema: object) {
  const { $schema: _dialect, ...rest } = schema as Record<string, unknown>;
  return rest;
}
