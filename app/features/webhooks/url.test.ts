import { describe, expect, it } from 'vitest';
import { isInternalAddress, webhookUrlProblem } from './url';

describe('a webhook receiver address', () => {
  const outside = { production: false };
  const production = { production: true };

  it('takes https anywhere public, and plain http only to this host or a private network outside production', () => {
    for (const url of ['https://federation.example/hooks?x=1', 'https://203.0.113.9:8443/h'])
      expect(webhookUrlProblem(url, production), url).toBeNull();
    for (const url of [
      'http://localhost:4000/hooks',
      'http://127.0.0.1:9/h',
      'http://192.168.1.20/h',
      'http://10.0.0.5/h',
      'http://[::1]:8080/h',
      'https://localhost/h',
    ])
      expect(webhookUrlProblem(url, outside), url).toBeNull();
    expect(webhookUrlProblem('http://federation.example/hooks', outside)).toMatch(/https:\/\//);
  });

  it('in production, refuses plain http and this host or a private network, however it is written', () => {
    for (const url of [
      'http://federation.example/hooks',
      'https://localhost/h',
      'https://api.localhost/h',
      'https://127.0.0.1/h',
      'https://2130706433/h',
      'https://0x7f.1/h',
      'https://10.1.2.3/h',
      'https://172.16.0.1/h',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/h',
      'https://[fd00::1]/h',
      'https://[::ffff:127.0.0.1]/h',
      'https://0.0.0.0/h',
    ])
      expect(webhookUrlProblem(url, production), url).not.toBeNull();
  });

  it('refuses what is no receiver, credentials, fragments and overlong addresses, saying why', () => {
    expect(webhookUrlProblem('', outside)).toBe('The URL is required.');
    expect(webhookUrlProblem('federation.example/hooks', outside)).toMatch(/absolute address/);
    expect(webhookUrlProblem('ftp://federation.example/', outside)).toMatch(/https:\/\//);
    expect(webhookUrlProblem('javascript:alert(1)', outside)).toMatch(/https:\/\//);
    expect(webhookUrlProblem('https://user:pw@federation.example/', outside)).toMatch(
      /user name or password/,
    );
    expect(webhookUrlProblem('https://federation.example/#top', outside)).toMatch(/fragment/);
    expect(webhookUrlProblem('https://federation.example/a b', outside)).toMatch(/spaces/);
    expect(webhookUrlProblem(`https://federation.example/${'x'.repeat(2100)}`, outside)).toMatch(/2048/);
  });

  it('knows the internal ranges', () => {
    expect(isInternalAddress('100.64.1.1')).toBe(true);
    expect(isInternalAddress('8.8.8.8')).toBe(false);
    expect(isInternalAddress('2001:db8::1')).toBe(false);
    expect(isInternalAddress('fe80::1')).toBe(true);
    expect(isInternalAddress('federation.example')).toBe(false);
  });
});
