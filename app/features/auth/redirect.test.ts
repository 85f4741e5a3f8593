import { describe, expect, it } from 'vitest';
import { safeRedirect } from './auth-api.server';

const FALLBACK = '/spectator-dashboard';

describe('safeRedirect', () => {
  it.each([
    // What a browser makes of each: tabs, CR and LF are dropped and a backslash is a slash, so these
    // all lead to another site.
    ['/\t/evil.example'],
    ['/\r\n/evil.example'],
    ['\t//evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/.//evil.example'],
    ['/./\\evil.example'],
    ['https://evil.example/'],
    ['http:evil.example'],
    ['javascript:alert(1)'],
    // Encoded slashes: harmless to a browser, but a proxy or a later hop that decodes once would not be.
    ['/%2F/evil.example'],
    ['/%2f%2fevil.example'],
    ['/%5Cevil.example'],
    ['%2F%2Fevil.example'],
    // Not a path of ours at all.
    ['referee-dashboard'],
    [''],
    ['/ok\u0000'],
    ['/ok\u007f'],
  ])('sends %j to the fallback', (to) => {
    expect(safeRedirect(to, FALLBACK)).toBe(FALLBACK);
  });

  it('sends an address longer than any of ours to the fallback', () => {
    expect(safeRedirect(`/${'a'.repeat(3000)}`, FALLBACK)).toBe(FALLBACK);
  });

  it('sends a missing or non-text value to the fallback', () => {
    expect(safeRedirect(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(new File(['x'], '/x'), FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    ['/', '/'],
    ['/referee-dashboard', '/referee-dashboard'],
    ['/admin-dashboard/users?q=a%2Fb&role=coach#list', '/admin-dashboard/users?q=a%2Fb&role=coach#list'],
    ['/courses/../about', '/about'],
    // Letters beyond Latin-1 are fine in a path; they travel percent-encoded, as a header must carry them.
    ['/tournaments/Ìbàdàn?q=日本', '/tournaments/%C3%8Cb%C3%A0d%C3%A0n?q=%E6%97%A5%E6%9C%AC'],
  ])('keeps our own path %j as %j', (to, expected) => {
    expect(safeRedirect(to, FALLBACK)).toBe(expected);
  });
});
