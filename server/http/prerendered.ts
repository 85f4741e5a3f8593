import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/**
 * Serves the HTML that React Router prerendered at build time, at its own path and without the
 * trailing-slash redirect express.static would add. The pages are read once at start-up; each response
 * gets this request's CSP nonce on its inline scripts, so prerendered pages pass the same policy as
 * server-rendered ones.
 *
 * Built without a server, their absolute links (canonical, Open Graph, structured data) are made on a
 * placeholder origin: it becomes this server's BASE_URL as the pages are read, so a server started on
 * another address (a venue's LAN) publishes its own links, not the build's.
 */
export function loadPrerenderedPages(
  clientDir: string,
  origin: { placeholder: string; siteUrl: string },
): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(clientDir)) return pages;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'assets') walk(full);
      } else if (name === 'index.html') {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join('/');
        const html = readFileSync(full, 'utf8').replaceAll(origin.placeholder, origin.siteUrl);
        pages.set(rel ? `/${rel}` : '/', html);
      }
    }
  };
  walk(clientDir);
  return pages;
}

export function withNonce(html: string, nonce: string): string {
  return html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
}

export function servePrerendered(pages: Map<string, string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const html = pages.get(pathname);
    if (html === undefined) return next();
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.type('html').send(withNonce(html, String(res.locals.nonce ?? '')));
  };
}
