import { describe, expect, it } from 'vitest';
import { PaymentProcessorError, type PaymentProcessors } from '../../adapters/payment/payment-processor.ts';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import type { CompanyRow, PaymentCardRow } from '../../db/schema/index.ts';
import { eraseOutsideDatabase } from './after-commit.ts';

const card = (processorCardId: string) =>
  ({ processorCustomerId: 'cus_1', processorCardId }) as PaymentCardRow;

/** A storage of named files, recording what is deleted. */
function fakeStorage(keys: string[]) {
  const files = new Set(keys);
  const storage = {
    head: async (key: string) => (files.has(key) ? { size: 1, contentType: 'image/jpeg' } : null),
    delete: async (key: string) => void files.delete(key),
    async *list(prefix?: string) {
      for (const key of files) if (!prefix || key.startsWith(prefix)) yield { key, lastModified: new Date() };
    },
  } as unknown as StorageDriver;
  return { storage, files };
}

describe('eraseOutsideDatabase (decision 202)', () => {
  it('deletes the guest folder and named keys, and the saved cards at the processor', async () => {
    const { storage, files } = fakeStorage(['h/g/documents/a.jpg', 'h/g/recognition/b.jpg', 'h/other/c.jpg']);
    const deleted: string[] = [];
    const processors = {
      forCompany: () => ({
        deleteCard: async (_customer: string, cardId: string) => {
          if (cardId === 'card_gone') throw new PaymentProcessorError('not_found', 'gone');
          if (cardId === 'card_down') throw new PaymentProcessorError('unavailable', 'down');
          deleted.push(cardId);
        },
      }),
    } as unknown as PaymentProcessors;
    const result = await eraseOutsideDatabase(
      {
        storagePrefixes: ['h/g/'],
        storageKeys: ['h/g/documents/a.jpg', 'h/missing.jpg'],
        cards: [card('card_ok'), card('card_gone'), card('card_down')],
      },
      { storage, processors, company: {} as CompanyRow },
    );
    expect(result).toEqual({ files: 2, processorCards: 2, cardsLeftAtProcessor: 1 });
    expect([...files]).toEqual(['h/other/c.jpg']);
    expect(deleted).toEqual(['card_ok']);
  });

  it('reports the cards left at the processor when it has none to call', async () => {
    const { storage } = fakeStorage([]);
    const result = await eraseOutsideDatabase(
      { storagePrefixes: [], storageKeys: [], cards: [card('card_ok')] },
      { storage, company: {} as CompanyRow },
    );
    expect(result).toEqual({ files: 0, processorCards: 0, cardsLeftAtProcessor: 1 });
  });
});
