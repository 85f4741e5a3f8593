import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import { buffer } from 'node:stream/consumers';
import type { S3MediaConfig } from './s3-store';

export const ACCESS_KEY = 'AKIAFAULTTESTKEY';
export const SECRET = 'a-secret-the-store-signs-with-0123456789';
export const REGION = 'eu-west-1';
export const BUCKET = 'ajbxng-media';

/**
 * A minimal S3 endpoint for the test: path-style objects and multipart uploads, and every request's AWS
 * Signature V4 checked here from the specification (canonical request, scope, derived key) with the
 * body's SHA-256, so a request S3 would refuse is refused here too (403).
 */
export function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const uploads = new Map<string, { key: string; type: string; parts: Map<number, Buffer> }>();
  const log: { method: string; path: string; query: string; bytes: number }[] = [];

  const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
  const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
  const rfc3986 = (text: string) =>
    encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

  function signatureProblem(req: IncomingMessage, body: Buffer): string | null {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!auth) return 'no signature';
    const [, credential, signedHeaders, signature] = auth as unknown as [string, string, string, string];
    const [key, day, region, service, terminal] = credential.split('/');
    if (key !== ACCESS_KEY) return 'unknown access key';
    if (region !== REGION || service !== 's3' || terminal !== 'aws4_request') return 'wrong scope';
    const date = String(req.headers['x-amz-date'] ?? '');
    if (!date.startsWith(day!)) return 'date outside the scope';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
      return 'body does not match its hash';
    const url = new URL(req.url!, 'http://s3');
    const query = url.search
      .slice(1)
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [k, v = ''] = pair.split('=');
        return [rfc3986(decodeURIComponent(k!)), rfc3986(decodeURIComponent(v))] as const;
      })
      .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const names = signedHeaders.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return 'host and date must be signed';
    const headers = names.map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    );
    const canonical = [req.method, url.pathname, query, headers.join(''), signedHeaders, payloadHash].join(
      '\n',
    );
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day!), region!), 's3'), 'aws4_request');
    return hmac(signingKey, toSign).toString('hex') === signature ? null : 'signature does not match';
  }

  const server: Server = createServer(async (req, res) => {
    const body = await buffer(req);
    const url = new URL(req.url!, 'http://s3');
    log.push({ method: req.method!, path: url.pathname, query: url.search, bytes: body.length });
    const problem = signatureProblem(req, body);
    if (problem) {
      res
        .writeHead(403)
        .end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
      return;
    }
    const prefix = `/${BUCKET}/`;
    if (!url.pathname.startsWith(prefix))
      return void res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
    const key = url.pathname.slice(prefix.length);
    const uploadId = url.searchParams.get('uploadId');
    const type = String(req.headers['content-type'] ?? 'application/octet-stream');
    if (req.method === 'POST' && url.searchParams.has('uploads')) {
      const id = randomBytes(8).toString('hex');
      uploads.set(id, { key, type, parts: new Map() });
      return void res
        .writeHead(200)
        .end(`<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
    }
    if (uploadId) {
      const upload = uploads.get(uploadId);
      if (!upload) return void res.writeHead(404).end('<Error><Code>NoSuchUpload</Code></Error>');
      if (req.method === 'PUT') {
        upload.parts.set(Number(url.searchParams.get('partNumber')), body);
        return void res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      }
      if (req.method === 'DELETE') {
        uploads.delete(uploadId);
        return void res.writeHead(204).end();
      }
      const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
        Number(m[1]),
      );
      objects.set(key, { body: Buffer.concat(numbers.map((n) => upload.parts.get(n)!)), type: upload.type });
      uploads.delete(uploadId);
      return void res.writeHead(200).end('<CompleteMultipartUploadResult></CompleteMultipartUploadResult>');
    }
    const object = objects.get(key);
    if (req.method === 'PUT') {
      objects.set(key, { body, type });
      return void res.writeHead(200, { etag: '"put"' }).end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return void res.writeHead(204).end();
    }
    if (!object) return void res.writeHead(404).end();
    const etag = `"${createHash('md5').update(object.body).digest('hex')}"`;
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
    const slice = range ? object.body.subarray(Number(range[1]), Number(range[2]) + 1) : object.body;
    res.writeHead(range ? 206 : 200, {
      'content-type': object.type,
      'content-length': String(req.method === 'HEAD' ? object.body.length : slice.length),
      etag,
    });
    res.end(req.method === 'HEAD' ? undefined : slice);
  });
  return { server, objects, uploads, log };
}

/** The fake S3 on a free port, and the store config that reaches it. */
export async function startFakeS3() {
  const s3 = fakeS3();
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  const address = s3.server.address();
  const config: S3MediaConfig = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    region: REGION,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
  };
  return { ...s3, config, close: () => new Promise<void>((resolve) => s3.server.close(() => resolve())) };
}
