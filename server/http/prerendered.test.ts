import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPrerenderedPages } from './prerendered';

const PLACEHOLDER = 'https://prerendered.example.invalid';

describe('prerendered pages', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('carry the running server’s BASE_URL in their links, not the placeholder they were built with', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ajb-prerendered-'));
    mkdirSync(path.join(dir, 'about'));
    writeFileSync(
      path.join(dir, 'about', 'index.html'),
      `<link rel="canonical" href="${PLACEHOLDER}/about"/><meta property="og:image" content="${PLACEHOLDER}/og-image.png"/>`,
    );
    const pages = loadPrerenderedPages(dir, {
      placeholder: PLACEHOLDER,
      siteUrl: 'http://192.168.1.20:3000',
    });
    expect(pages.get('/about')).toBe(
      '<link rel="canonical" href="http://192.168.1.20:3000/about"/><meta property="og:image" content="http://192.168.1.20:3000/og-image.png"/>',
    );
  });
});
