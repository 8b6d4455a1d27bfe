import type { Database } from '../../db/client.ts';
import { createZipRepository } from '../../modules/geo/zip-repository.ts';
import type { PostcodeAddress, PostcodeDriver, PostcodeSearch } from './postcode-driver.ts';

type Row = Omit<PostcodeAddress, 'complement'> & { complement?: string | null };

const toAddress = ({ complement, ...row }: Row): PostcodeAddress => ({
  cep: row.cep,
  street: row.street,
  neighborhood: row.neighborhood,
  city: row.city,
  cityIbge: row.cityIbge,
  state: row.state,
  ...(complement ? { complement } : {}),
});

/**
 * The server's own zip_codes table behind the postcode interface: always asked first, never leaves the
 * server. A network driver (ViaCEP) is asked only for what this one lacks, when the hotel allows it.
 */
export function createLocalPostcodeDriver(db: Database, limit: number): PostcodeDriver {
  const repository = createZipRepository(db);
  return {
    name: 'local',
    async lookup(cep) {
      const row = await repository.findByCep(cep);
      return row ? toAddress(row) : null;
    },
    async search(query: PostcodeSearch) {
      return (await repository.search({ ...query, limit })).map(toAddress);
    },
  };
}
