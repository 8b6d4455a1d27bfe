import { describe, expect, it } from 'vitest';
import { ZSaveGuestRequest } from './save-guest.ts';
import { SAVE_GUEST_TEXT_FIELDS, saveGuestPlainTextIssues } from './save-guest-text.ts';
import { VALIDATION_MESSAGE_KEYS } from '../validation/messages.ts';

const BAD = 'Ana\u0000';
const HALF_EMOJI = 'x\uD83D';

/** What the form used to read from zod: the isPlainText issues of the schema, paths and order. */
function zodPlainTextIssues(body: unknown) {
  const result = ZSaveGuestRequest.safeParse(body);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.message === VALIDATION_MESSAGE_KEYS.isPlainText)
    .map((issue) => ({ path: issue.path, message: issue.message }));
}

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NON_TEXT_FIELDS = ['informSocialName', 'isChild', 'gender', 'biometricsAccepted'];

describe('saveGuestPlainTextIssues', () => {
  it('knows every field of the schema, text or not, in its order', () => {
    const textFields = Object.keys(SAVE_GUEST_TEXT_FIELDS);
    const schemaFields = Object.keys(ZSaveGuestRequest.shape);
    expect(schemaFields.filter((field) => !NON_TEXT_FIELDS.includes(field))).toEqual(textFields);
  });

  it('reports every text that is not plain text as the schema does, paths and order', () => {
    const body: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(SAVE_GUEST_TEXT_FIELDS)) {
      if (field.kind === 'text') body[key] = BAD;
      else if (field.kind === 'object')
        body[key] = Object.fromEntries(field.fields.map((inner) => [inner, BAD]));
      else if (field.kind === 'documents')
        body[key] = [
          { isMain: true, documentTypeId: '1', documentNumber: BAD, frontImageKey: BAD, backImageKey: null },
          {
            isMain: false,
            documentTypeId: '3',
            documentNumber: 'ok',
            frontImageKey: 'k',
            backImageKey: HALF_EMOJI,
          },
        ];
      else if (field.kind === 'freeJsonObject') body[key] = { [BAD]: 'x' };
      else body[key] = [{ id: 'a', text: HALF_EMOJI }];
    }
    const expected = zodPlainTextIssues(body);
    expect(expected.length).toBeGreaterThan(40);
    expect(saveGuestPlainTextIssues(body)).toEqual(expected);
  });

  it('agrees with the schema on random bodies: absent, null, plain, not plain, too long, of another type', () => {
    const random = randomFrom(2026);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const texts = [
      undefined,
      null,
      '',
      'Ana',
      BAD,
      HALF_EMOJI,
      'x'.repeat(300),
      `${'x'.repeat(300)}\u0001`,
      7,
      {},
    ];
    const value = (): unknown => pick(texts);
    const object = (fields: readonly string[]): unknown =>
      pick([undefined, null, 'text', [], Object.fromEntries(fields.map((inner) => [inner, value()]))]);
    for (let round = 0; round < 1000; round += 1) {
      const body: Record<string, unknown> = {
        isChild: pick([undefined, null, true, 'yes']),
        gender: pick([undefined, '', 'M', BAD]),
      };
      for (const [key, field] of Object.entries(SAVE_GUEST_TEXT_FIELDS)) {
        if (random() < 0.3) continue;
        if (field.kind === 'text') body[key] = value();
        else if (field.kind === 'object') body[key] = object(field.fields);
        else if (field.kind === 'documents')
          body[key] = pick([
            undefined,
            null,
            BAD,
            Array.from({ length: Math.floor(random() * 12) }, () =>
              pick([null, BAD, { isMain: true, documentTypeId: '1', ...(object(field.fields) as object) }]),
            ),
          ]);
        else if (field.kind === 'freeJsonObject')
          body[key] = pick([
            undefined,
            null,
            [BAD],
            BAD,
            { a: value() },
            { [BAD]: 1 },
            { a: { b: [value()] } },
          ]);
        else
          body[key] = pick([
            undefined,
            null,
            { a: BAD },
            Array.from({ length: 25 }, () => value()),
            [value()],
          ]);
      }
      expect(saveGuestPlainTextIssues(body), JSON.stringify(body)).toEqual(zodPlainTextIssues(body));
    }
  });
});
