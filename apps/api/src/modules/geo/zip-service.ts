import type { TZipAddress, TZipSearchQuery, TZipSearchResponse } from '@hospedar/contracts/geo/zip-lookup';
import { ZIP_SEARCH_LIMIT } from '@hospedar/contracts/geo/zip-lookup';
import {
  PostcodeUnavailableError,
  type PostcodeAddress,
  type PostcodeDriver,
} from '../../adapters/postcode/postcode-driver.ts';
import { createLocalPostcodeDriver } from '../../adapters/postcode/local-postcode-driver.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { loadGeoData } from './geo-data.ts';
import { createZipRepository } from './zip-repository.ts';

export const zipNotFound = () =>
  new HttpError(404, 'ZIP_NOT_FOUND', 'No results. Check the information entered and try again.');

const remoteUnavailable = () =>
  new HttpError(503, 'SERVICE_UNAVAILABLE', 'The zip code service is unavailable, try again soon.', {
    retryAfterSeconds: 30,
  });

/** A remote answer is kept only when its city is a municipality of its state in the IBGE list. */
async function isConsistent(address: PostcodeAddress): Promise<boolean> {
  const state = (await loadGeoData()).brazilStateByUf.get(address.state);
  return Boolean(state && address.cityIbge.startsWith(state.id));
}

type AddressLike = Omit<PostcodeAddress, 'complement'> & { complement?: string | null };

async function toZipAddress(row: AddressLike): Promise<TZipAddress> {
  const state = (await loadGeoData()).brazilStateByUf.get(row.state);
  return {
    cep: row.cep,
    street: row.street,
    neighborhood: row.neighborhood,
    city: row.city,
    cityId: row.cityIbge,
    state: row.state,
    stateId: state?.id ?? '',
    ...(row.complement ? { complement: row.complement } : {}),
  };
}

/** What the hotel of the request allows: asking the network service for what the table lacks. */
export type TZipLookupOptions = { allowNetwork: boolean };

/**
 * Zip codes from the local driver (the zip_codes table) first, then from the network driver when the
 * server runs one and the hotel allows it (rules.zipNetworkLookup); a network answer is kept in the table.
 */
export function createZipService({ db, remote }: { db: Database; remote?: PostcodeDriver }) {
  const repository = createZipRepository(db);
  const local = createLocalPostcodeDriver(db, ZIP_SEARCH_LIMIT);

  async function askRemote<T>(
    options: TZipLookupOptions,
    question: (driver: PostcodeDriver) => Promise<T>,
  ): Promise<T | null> {
    if (!remote || !options.allowNetwork) return null;
    try {
      return await question(remote);
    } catch (error) {
      if (error instanceof PostcodeUnavailableError) throw remoteUnavailable();
      throw error;
    }
  }

  return {
    async lookup(cep: string, options: TZipLookupOptions): Promise<TZipAddress> {
      const row = await local.lookup(cep);
      if (row) return toZipAddress(row);
      const found = await askRemote(options, (driver) => driver.lookup(cep));
      if (!found || !(await isConsistent(found))) throw zipNotFound();
      await repository.upsert([found]);
      return toZipAddress(found);
    },

    async search(query: TZipSearchQuery, options: TZipLookupOptions): Promise<TZipSearchResponse> {
      const search = { state: query.state, city: query.city, street: query.address };
      const rows = await local.search(search);
      if (rows.length > 0) return Promise.all(rows.map(toZipAddress));
      const found = await askRemote(options, (driver) => driver.search(search));
      const kept: PostcodeAddress[] = [];
      for (const address of found ?? []) if (await isConsistent(address)) kept.push(address);
      await repository.upsert(kept);
      return Promise.all(kept.slice(0, ZIP_SEARCH_LIMIT).map(toZipAddress));
    },
  };
}
export type ZipService = ReturnType<typeof createZipService>;
