import { Transform } from 'node:stream';

const HEAD_END = Buffer.from('</head>');
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/gi;

/**
 * Marks the page's JavaScript preloads low priority. Every page is rendered on the server, so what a
 * visitor on a slow mobile connection needs first is the stylesheet and the fonts; the code that makes
 * the page interactive can follow instead of competing with them for the first few hundred kilobytes.
 */
export function lowerModulePreloadPriority(head: string): string {
  return head.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * A pass-through stream that rewrites the document's head with `rewrite` and leaves the rest untouched.
 * The head is held back until its end tag arrives (React writes it in the first flush); a document
 * without a head is passed on unchanged.
 */
export function rewriteHead(rewrite: (head: string) => string): Transform {
  let pending: Buffer[] = [];
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending.push(chunk);
      const buffered = Buffer.concat(pending);
      const end = buffered.indexOf(HEAD_END);
      if (end === -1) {
        pending = [buffered];
        return callback();
      }
      done = true;
      pending = [];
      const head = buffered.subarray(0, end).toString('utf8');
      callback(null, Buffer.concat([Buffer.from(rewrite(head), 'utf8'), buffered.subarray(end)]));
    },
    flush(callback) {
      callback(null, pending.length ? Buffer.concat(pending) : undefined);
    },
  });
}
