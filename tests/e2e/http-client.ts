/**
 * A caller of the server over plain HTTP, with the part of Playwright's APIRequestContext that a test of
 * answers uses (get, post, fetch; a response's status, headers and body), for tests that send thousands of
 * requests and open no page (the authorization matrix). Playwright's request context cost the matrix's worker
 * ~3.5 ms of CPU a request more than this (each goes through Playwright's protocol): 7 s of the file's 44. The server sees the same requests: the same headers the
 * context would add, its cookies kept and sent back as a context keeps them, redirects followed unless
 * `maxRedirects: 0`.
 */

export type HttpResponse = {
  status(): number;
  /** Lower-case names, as Playwright gives them; Set-Cookie lines joined by a newline. */
  headers(): Record<string, string>;
  body(): Promise<Buffer>;
  text(): Promise<string>;
  json(): Promise<unknown>;
};

type RequestOptions = {
  method?: string;
  /** A JSON body (an object), or text as is. */
  data?: unknown;
  headers?: Record<string, string>;
  /** 0: the redirect itself is the answer. Otherwise up to 20 redirects are followed, as Playwright does. */
  maxRedirects?: number;
};

export type HttpClient = {
  get(url: string, options?: Omit<RequestOptions, 'method' | 'data'>): Promise<HttpResponse>;
  post(url: string, options?: Omit<RequestOptions, 'method'>): Promise<HttpResponse>;
  fetch(url: string, options?: RequestOptions): Promise<HttpResponse>;
  dispose(): Promise<void>;
};

export function httpClient(options: {
  baseURL: string;
  extraHTTPHeaders?: Record<string, string>;
}): HttpClient {
  /** The cookies the server set, by name (one host, every cookie of this site on path /). */
  const jar = new Map<string, string>();

  function keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', setting = ''] = a.split('=').map((s) => s.trim());
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        // An Expires in the past is how a cookie is cleared; 1970 is what servers send for it.
        if (key.toLowerCase() === 'expires') return new Date(setting).getFullYear() <= 1970;
        return false;
      });
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function send(url: string, request: RequestOptions): Promise<HttpResponse> {
    let method = (request.method ?? 'GET').toUpperCase();
    let body: string | undefined =
      request.data === undefined
        ? undefined
        : typeof request.data === 'string'
          ? request.data
          : JSON.stringify(request.data);
    let target = new URL(url, options.baseURL);
    const redirects = request.maxRedirects ?? 20;
    for (let hop = 0; ; hop++) {
      const headers: Record<string, string> = {
        accept: '*/*',
        ...options.extraHTTPHeaders,
        ...(body !== undefined && typeof request.data !== 'string'
          ? { 'content-type': 'application/json' }
          : {}),
        ...request.headers,
      };
      if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(target, { method, headers, body, redirect: 'manual' });
      keep(response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location && hop < redirects) {
        await response.arrayBuffer();
        target = new URL(location, target);
        if (
          response.status === 303 ||
          ((response.status === 301 || response.status === 302) && method === 'POST')
        ) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      const names: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') names[name] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) names['set-cookie'] = cookies.join('\n');
      return {
        status: () => response.status,
        headers: () => names,
        body: async () => bytes,
        text: async () => bytes.toString('utf8'),
        json: async () => JSON.parse(bytes.toString('utf8')) as unknown,
      };
    }
  }

  return {
    get: (url, request = {}) => send(url, { ...request, method: 'GET' }),
    post: (url, request = {}) => send(url, { ...request, method: 'POST' }),
    fetch: (url, request = {}) => send(url, request),
    dispose: async () => jar.clear(),
  };
}
