import { describe, expect, it } from 'vitest';
import { nextTermsAcceptance, readTermsAcceptance } from './terms-acceptance.ts';

const versions = { use: '2021-05-04', privacy: '2021-05-05' };
const consent = (isChecked: boolean) => [
  { type: 4, isChecked: true },
  { type: 'terms', termsType: 1, id: '2021-05-04', isChecked },
  { type: 'terms', termsType: 2, id: '2021-05-05', isChecked },
];
const first = new Date('2026-11-20T10:00:00Z');
const later = new Date('2026-11-21T10:00:00Z');

describe('nextTermsAcceptance', () => {
  it('records the version in force and the date for each checked type', () => {
    expect(nextTermsAcceptance({ saved: [], optins: consent(true), versions, now: first })).toEqual([
      { type: 1, id: '2021-05-04', isChecked: true, version: '2021-05-04', acceptedAt: first.toISOString() },
      { type: 2, id: '2021-05-05', isChecked: true, version: '2021-05-05', acceptedAt: first.toISOString() },
    ]);
  });

  it('keeps the first date while the same version stays accepted, and dates a new version', () => {
    const saved = nextTermsAcceptance({ saved: [], optins: consent(true), versions, now: first });
    const again = nextTermsAcceptance({ saved, optins: consent(true), versions, now: later });
    expect(again.map((entry) => entry.acceptedAt)).toEqual([first.toISOString(), first.toISOString()]);
    const newVersion = nextTermsAcceptance({
      saved,
      optins: consent(true),
      versions: { ...versions, use: '2027-01-01' },
      now: later,
    });
    expect(newVersion[0]).toMatchObject({ version: '2027-01-01', acceptedAt: later.toISOString() });
    expect(newVersion[1]?.acceptedAt).toBe(first.toISOString());
  });

  it('clears an unchecked consent and keeps types the save does not mention', () => {
    const saved = nextTermsAcceptance({ saved: [], optins: consent(true), versions, now: first });
    expect(nextTermsAcceptance({ saved, optins: consent(false), versions, now: later })).toEqual([
      { type: 1, id: '2021-05-04', isChecked: false, version: null, acceptedAt: null },
      { type: 2, id: '2021-05-05', isChecked: false, version: null, acceptedAt: null },
    ]);
    expect(
      nextTermsAcceptance({ saved, optins: [{ type: 4, isChecked: false }], versions, now: later }),
    ).toEqual(saved);
  });

  it('reads only well-formed saved entries', () => {
    expect(readTermsAcceptance([{ type: 3 }, 'x', null])).toEqual([]);
    expect(readTermsAcceptance({})).toEqual([]);
  });
});
