import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Role, Viewer } from '@server/auth/roles';
import type { Database } from '@server/db/client';

/** A refusal an endpoint can answer with beyond the ones every endpoint of its kind has, for the document. */
export type DocumentedRefusal = { status: 403 | 404 | 409 | 413 | 422 | 429; description: string };

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the request's parts already parsed with the endpoint's own schemas. */
export type Call<P extends Schema, Q extends Schema, B extends Schema> = {
  req: Request;
  res: Response;
  viewer: Viewer | null;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /**
   * The database to write with: for an idempotent endpoint called with an Idempotency-Key, the
   * transaction that also keeps the key (server/api/idempotency.ts), so the write and its key commit together.
   */
  db: Database;
};

/**
 * One endpoint of the REST API. It says who may call it, and the zod schemas its path parameters, query and
 * body are parsed with: the router parses with them before the handler runs, and the OpenAPI document is
 * generated from them, so what is documented is what is checked. The authorization matrix test reads the
 * roles, so an endpoint cannot be added without saying who may use it.
 */
export type EndpointDefinition<P extends Schema, Q extends Schema, B extends Schema> = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express syntax (`/users/:id`); the document writes it `/users/{id}`. */
  path: string;
  roles: readonly Role[] | 'public' | 'signed-in';
  /**
   * A public endpoint whose answer depends on who asks (and so looks them up). The others never read the
   * session, so they answer while the database is down.
   */
  readsViewer?: boolean;
  /**
   * A write that honours the Idempotency-Key header (DESIGN: every write does): the same key and body
   * answer the first answer again. Its handler must write through `call.db`.
   */
  idempotent?: boolean;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A body that is a file, not JSON (a media upload): the router leaves the request stream unread for the
   * handler, and the document lists these content types for it.
   */
  upload?: { contentTypes: readonly string[]; description: string };
  /**
   * The body's bytes as they arrived, as a Buffer in `req.body` (at most 256 KB): a provider's webhook, whose
   * signature is over those bytes (issue 31). Documented by `upload`.
   */
  rawBody?: boolean;
  /**
   * A JSON body larger than BODY_LIMIT that this endpoint takes (a tournament import): parsed with this
   * limit before the router's own parser sees it.
   */
  bodyLimit?: string;
  /** The success answer's body, for the document. */
  response?: z.ZodType;
  /** The success status: 201 for an endpoint that creates something. */
  successStatus?: 200 | 201;
  refusals?: readonly DocumentedRefusal[];
  handle: (call: Call<P, Q, B>) => Promise<unknown>;
};

/** An endpoint with its input types forgotten, as the router and the document see every one of them. */
export type Endpoint = EndpointDefinition<Schema, Schema, Schema>;

/** Checks a definition against its own schemas, then keeps it in a table of endpoints. */
export function defineEndpoint<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(definition: EndpointDefinition<P, Q, B>): Endpoint {
  return definition as unknown as Endpoint;
}
