import type { NextFunction, Request, Response } from 'express';

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

export function parseByteSize(value: string): number {
  const match = /^(\d+)(b|kb|mb)$/i.exec(value.trim());
  if (!match) throw new Error(`Not a byte size: ${value}`);
  return Number(match[1]) * (UNITS[match[2]!.toLowerCase()] ?? 1);
}

function wantsJson(req: Request) {
  return req.path.startsWith('/api/') || (req.get('accept') ?? '').includes('application/json');
}

/**
 * Refuses request bodies over the limit before anything reads them. A body without a declared length
 * is counted as it streams and cut off at the limit, so a chunked upload cannot slip past.
 */
export function bodyLimit(limit: string) {
  const max = parseByteSize(limit);
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = req.get('content-length');
    const tooLarge = () => {
      res.status(413);
      if (wantsJson(req))
        res.json({ error: 'payload_too_large', message: `The request body is larger than ${limit}.` });
      else res.type('text/plain').send(`The request body is larger than ${limit}.`);
    };
    if (declared !== undefined) {
      const length = Number(declared);
      if (!Number.isFinite(length) || length < 0) {
        res.status(400).json({ error: 'bad_request', message: 'Invalid Content-Length.' });
        return;
      }
      if (length > max) return tooLarge();
      return next();
    }
    if (req.get('transfer-encoding')) {
      let seen = 0;
      req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > max && !res.headersSent) {
          tooLarge();
          req.unpipe();
          req.destroy();
        }
      });
    }
    next();
  };
}
