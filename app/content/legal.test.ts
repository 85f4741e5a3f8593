import { describe, expect, it } from 'vitest';
import { cookiePolicy, legalDocuments, privacyPolicy, termsOfService } from './legal';

const text = (doc: (typeof legalDocuments)[number]) => JSON.stringify(doc.sections);

describe('the legal pages', () => {
  it('were all last updated on 22 November 2026 and have unique section anchors', () => {
    for (const doc of legalDocuments) {
      expect(doc.updated).toBe('2026-11-22');
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    }
  });

  it('cover what the Nigeria Data Protection Act asks a privacy policy to say', () => {
    const privacy = text(privacyPolicy);
    for (const needle of [
      'NDPA',
      'Nigeria Data Protection Commission',
      'lawful bases',
      'parent',
      'United Kingdom',
      'privacy@ajbxng.test',
      '72 hours',
    ]) {
      expect(privacy).toContain(needle);
    }
  });

  it('set out fees in naira, refunds, medical clearance, conduct, tournaments and liability', () => {
    const ids = termsOfService.sections.map((s) => s.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'applications',
        'fees',
        'refunds',
        'medical',
        'conduct',
        'tournaments',
        'liability',
      ]),
    );
    expect(text(termsOfService)).toContain('Nigerian naira (₦)');
  });

  it('admit only strictly necessary cookies', () => {
    expect(text(cookiePolicy)).toContain('Strictly necessary');
    expect(text(cookiePolicy)).toMatch(/No analytics or advertising cookies/);
  });
});
