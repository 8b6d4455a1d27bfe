import type { PaymentProcessors } from '../../adapters/payment/payment-processor.ts';
import { PaymentProcessorError } from '../../adapters/payment/payment-processor.ts';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import type { CompanyRow, PaymentCardRow } from '../../db/schema/index.ts';
import type { ErasedRows } from './erase-rows.ts';

/**
 * What an erasure does once its rows are committed (storage and the processor are not transactional):
 * deletes every file of the guests' folders and the keys the rows named, and the saved cards at the
 * processor when one is given. A failure leaves the file unreferenced: the storage sweep removes it later.
 */
export async function eraseOutsideDatabase(
  erased: Pick<ErasedRows, 'storagePrefixes' | 'storageKeys' | 'cards'>,
  {
    storage,
    processors,
    company,
  }: { storage: StorageDriver; processors?: PaymentProcessors; company: CompanyRow },
): Promise<{ files: number; processorCards: number; cardsLeftAtProcessor: number }> {
  const keys = new Set(erased.storageKeys);
  for (const prefix of erased.storagePrefixes) {
    for await (const entry of storage.list(prefix)) keys.add(entry.key);
  }
  let files = 0;
  for (const key of keys) {
    if (!(await storage.head(key))) continue;
    await storage.delete(key);
    files += 1;
  }
  let processorCards = 0;
  let cardsLeftAtProcessor = 0;
  for (const card of erased.cards) {
    if (!processors) {
      cardsLeftAtProcessor += 1;
      continue;
    }
    if (await deleteAtProcessor(processors, company, card)) processorCards += 1;
    else cardsLeftAtProcessor += 1;
  }
  return { files, processorCards, cardsLeftAtProcessor };
}

async function deleteAtProcessor(processors: PaymentProcessors, company: CompanyRow, card: PaymentCardRow) {
  try {
    await processors.forCompany(company).deleteCard(card.processorCustomerId, card.processorCardId);
    return true;
  } catch (error) {
    return error instanceof PaymentProcessorError && error.kind === 'not_found';
  }
}
