import { describe, expect, it } from 'vitest';
import { createTurnBatch } from './turn-batch.ts';

type Asked = { key: string; value: number };

/** A batch whose `send` doubles each value, remembering the batches it was given. */
function doublingBatch(answer: (asked: Asked) => number | undefined = (asked) => asked.value * 2) {
  const sent: Asked[][] = [];
  const batch = createTurnBatch<Asked, number>({
    keyOf: (asked) => asked.key,
    send: async (requests) => {
      sent.push(requests);
      return requests.map(answer);
    },
  });
  return { batch, sent };
}

describe('createTurnBatch (decisions 306 and 314)', () => {
  it('sends what is asked in one turn together, and answers each its own', async () => {
    const { batch, sent } = doublingBatch();
    const answers = await Promise.all([1, 2, 3].map((value) => batch.add({ key: `k${value}`, value })));
    expect(answers).toEqual([2, 4, 6]);
    expect(sent).toHaveLength(1);
  });

  it('sends what is asked in a later turn in a batch of its own', async () => {
    const { batch, sent } = doublingBatch();
    await batch.add({ key: 'a', value: 1 });
    await batch.add({ key: 'b', value: 2 });
    expect(sent.map((requests) => requests.map((asked) => asked.key))).toEqual([['a'], ['b']]);
  });

  it('sends a key asked for twice in one turn in the next batch', async () => {
    const { batch, sent } = doublingBatch();
    const answers = await Promise.all([
      batch.add({ key: 'same', value: 1 }),
      batch.add({ key: 'other', value: 2 }),
      batch.add({ key: 'same', value: 3 }),
    ]);
    expect(answers).toEqual([2, 4, 6]);
    expect(sent.map((requests) => requests.map((asked) => asked.value))).toEqual([[1, 2], [3]]);
  });

  it('fails every request of a batch whose send throws, and the next batch still runs', async () => {
    let fail = true;
    const batch = createTurnBatch<Asked, number>({
      keyOf: (asked) => asked.key,
      send: async (requests) => {
        if (fail) throw new Error('the statement failed');
        return requests.map((asked) => asked.value);
      },
    });
    const failed = await Promise.allSettled([
      batch.add({ key: 'a', value: 1 }),
      batch.add({ key: 'b', value: 2 }),
    ]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await batch.add({ key: 'a', value: 1 })).toBe(1);
  });

  it('fails alone a request the send left without an answer', async () => {
    const { batch } = doublingBatch((asked) => (asked.key === 'lost' ? undefined : asked.value));
    const results = await Promise.allSettled([
      batch.add({ key: 'lost', value: 1 }),
      batch.add({ key: 'kept', value: 2 }),
    ]);
    expect(results[0]?.status).toBe('rejected');
    expect(results[1]).toEqual({ status: 'fulfilled', value: 2 });
  });

  it('holds a key asked for again while its batch is unanswered until that batch has answered', async () => {
    const sent: string[][] = [];
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    const batch = createTurnBatch<Asked, number>({
      keyOf: (asked) => asked.key,
      send: async (requests) => {
        sent.push(requests.map((asked) => `${asked.key}${asked.value}`));
        if (sent.length === 1) await firstAnswered;
        return requests.map((asked) => asked.value);
      },
    });
    const first = batch.add({ key: 'a', value: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    const again = batch.add({ key: 'a', value: 2 });
    const other = batch.add({ key: 'b', value: 3 });
    expect(await other).toBe(3);
    // The other key went out at once; the same key waits for its first statement's answer.
    expect(sent).toEqual([['a1'], ['b3']]);
    answerFirst();
    expect(await Promise.all([first, again])).toEqual([1, 2]);
    expect(sent).toEqual([['a1'], ['b3'], ['a2']]);
  });
});
