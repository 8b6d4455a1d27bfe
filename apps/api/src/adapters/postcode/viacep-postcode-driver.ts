import { z } from 'zod';
import { PostcodeUnavailableError, type PostcodeAddress, type PostcodeDriver } from './postcode-driver.ts';

export const DEFAULT_VIACEP_URL = 'https://viacep.com.br/ws';

/** One address in ViaCEP's JSON (https://viacep.com.br): Portuguese field names, CEP with a dash. */
const ZViaCepAddress = z.object({
  cep: z.string().regex(/^\d{5}-?\d{3}$/),
  logradouro: z.string().default(''),
  complemento: z.string().default(''),
  bairro: z.string().default(''),
  localidade: z.string().min(1),
  uf: z.string().length(2),
  ibge: z.string().regex(/^\d{7}$/),
});
/** ViaCEP answers 200 with {"erro": true} (older versions: "true") for a CEP it does not know. */
const ZViaCepNotFound = z.object({ erro: z.union([z.literal(true), z.literal('true')]) });

function toAddress(viaCep: z.infer<typeof ZViaCepAddress>): PostcodeAddress {
  return {
    cep: viaCep.cep.replace('-', ''),
    street: viaCep.logradouro,
    neighborhood: viaCep.bairro,
    city: viaCep.localidade,
    cityIbge: viaCep.ibge,
    state: viaCep.uf.toUpperCase(),
    ...(viaCep.complemento ? { complement: viaCep.complemento } : {}),
  };
}

export type ViaCepOptions = { baseUrl?: string; timeoutMs?: number; fetch?: typeof fetch };

/** ZIP_PROVIDER=viacep: GET <base>/<cep>/json/ and GET <base>/<UF>/<city>/<street>/json/. */
export function createViaCepPostcodeDriver(options: ViaCepOptions = {}): PostcodeDriver {
  const baseUrl = (options.baseUrl ?? DEFAULT_VIACEP_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  const doFetch = options.fetch ?? fetch;

  async function getJson(pathParts: string[]): Promise<{ status: number; body: unknown }> {
    const url = `${baseUrl}/${pathParts.map(encodeURIComponent).join('/')}/json/`;
    try {
      const response = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 400) return { status: 400, body: null };
      if (!response.ok) throw new PostcodeUnavailableError(`ViaCEP answered ${response.status}`);
      return { status: response.status, body: await response.json() };
    } catch (error) {
      if (error instanceof PostcodeUnavailableError) throw error;
      throw new PostcodeUnavailableError('ViaCEP could not be reached', { cause: error });
    }
  }

  return {
    name: 'viacep',
    async lookup(cep) {
      const { status, body } = await getJson([cep]);
      if (status === 400 || ZViaCepNotFound.safeParse(body).success) return null;
      const parsed = ZViaCepAddress.safeParse(body);
      if (!parsed.success) throw new PostcodeUnavailableError('ViaCEP answered an unexpected body');
      return toAddress(parsed.data);
    },
    async search({ state, city, street }) {
      const { status, body } = await getJson([state, city, street]);
      if (status === 400 || !Array.isArray(body)) return [];
      // Entries ViaCEP returns half-filled are skipped rather than failing the whole search.
      return body.flatMap((entry) => {
        const parsed = ZViaCepAddress.safeParse(entry);
        return parsed.success ? [toAddress(parsed.data)] : [];
      });
    },
  };
}
