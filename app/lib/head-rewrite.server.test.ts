import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloadPriority, rewriteHead } from './head-rewrite.server';

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
  '</head><body><p>Ọmọ ₦350,000</p><link rel="modulepreload" href="/late.js"/></body></html>';

/** Sends `html` through the transform cut into pieces of `size` bytes, as a network stream would. */
async function through(html: string, size: number) {
  const bytes = Buffer.from(html, 'utf8');
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return text(Readable.from(pieces).pipe(rewriteHead(lowerModulePreloadPriority)));
}

describe('rewriteHead(lowerModulePreloadPriority)', () => {
  it('marks every script preload in the head low priority and leaves the body alone', async () => {
    const out = await through(page, 1 << 16);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>');
    expect(out).toContain('<body><p>Ọmọ ₦350,000</p><link rel="modulepreload" href="/late.js"/>');
  });

  it('gives the same document however the stream is cut, multi-byte characters included', async () => {
    const whole = await through(page, 1 << 16);
    for (const size of [1, 2, 3, 7, 64]) expect(await through(page, size)).toBe(whole);
  });

  it('passes a document without a head through unchanged', async () => {
    const fragment = '<p>no head here ₦</p>';
    expect(await through(fragment, 5)).toBe(fragment);
  });

  it('does not mark a preload twice', () => {
    const once = lowerModulePreloadPriority('<link rel="modulepreload" href="/x.js"/>');
    expect(lowerModulePreloadPriority(once)).toBe(once);
  });
});
