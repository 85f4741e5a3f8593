import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ajb-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('defaults to port 3000, the embedded database and demo data', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.dataDir).toBe(path.resolve(dir));
  });

  it('generates a secret on first start, keeps it owner-only and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it('uses AUTH_SECRET when given and turns demo data off for PostgreSQL unless asked', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      AUTH_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://u@localhost/db',
    });
    expect(config.authSecret).toBe('x'.repeat(40));
    expect(config.demoData).toBe(false);
    expect(
      loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@h/d', DEMO_DATA: '1' }).demoData,
    ).toBe(true);
  });

  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short', BASE_URL: 'ftp://x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: must be a postgres/m);
    expect(problems).toMatch(/^AUTH_SECRET: must be at least 32 characters/m);
    expect(problems).toMatch(/^BASE_URL: /m);
  });

  it('trusts no forwarded header unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: ' 10.0.0.0/8, uniquelocal,2001:db8::/32 , 192.0.2.7' })
        .trustProxy,
    ).toEqual(['10.0.0.0/8', 'uniquelocal', '2001:db8::/32', '192.0.2.7']);
  });

  it.each([
    ['true', /TRUST_PROXY: .*any client/],
    ['everyone', /TRUST_PROXY: .*"everyone"/],
    ['10.0.0.0/33', /TRUST_PROXY: .*"10.0.0.0\/33"/],
    ['10.0.0.300', /TRUST_PROXY: .*"10.0.0.300"/],
    ['-1', /TRUST_PROXY: /],
    ['loopback,,', /TRUST_PROXY: /],
  ])('refuses TRUST_PROXY=%j with a message that says what it takes', (value, message) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(message);
    expect(problems).toMatch(/loopback|hops/);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '  ' }).port).toBe(3000);
  });

  it('sends messages to phones through the doubles without keys, and through a provider only with all its keys', () => {
    const dir = tempDir();
    const doubles = loadConfig({ DATA_DIR: dir }).notify;
    expect(doubles).toMatchObject({ whatsapp: undefined, termii: undefined });
    expect(doubles.whatsappAppSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).notify.termiiWebhookToken).toBe(doubles.termiiWebhookToken);
    const whatsapp = {
      WHATSAPP_TOKEN: 'EAAG'.padEnd(40, 'x'),
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'a'.repeat(32),
      WHATSAPP_VERIFY_TOKEN: 'v'.repeat(20),
    };
    const real = loadConfig({
      DATA_DIR: dir,
      ...whatsapp,
      TERMII_API_KEY: 'TL'.padEnd(30, 'k'),
      TERMII_WEBHOOK_TOKEN: 't'.repeat(30),
    }).notify;
    expect(real).toMatchObject({
      whatsapp: { baseUrl: 'https://graph.facebook.com', phoneNumberId: '106540352242922' },
      termii: { baseUrl: 'https://api.ng.termii.com', senderId: 'AJBXNG' },
      whatsappAppSecret: 'a'.repeat(32),
      termiiWebhookToken: 't'.repeat(30),
    });
    expect(() => loadConfig({ DATA_DIR: dir, WHATSAPP_TOKEN: whatsapp.WHATSAPP_TOKEN })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, TERMII_API_KEY: 'TL'.padEnd(30, 'k') })).toThrow(
      /TERMII_WEBHOOK_TOKEN/,
    );
  });
});
