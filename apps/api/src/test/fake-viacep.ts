import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A ViaCEP address as the real service answers it (CEP with a dash, Portuguese field names). */
export const VIACEP_GAROPABA = {
  cep: '88495-000',
  logradouro: 'Rua Doutor Otávio Cabral',
  complemento: 'até 500',
  unidade: '',
  bairro: 'Centro',
  localidade: 'Garopaba',
  uf: 'SC',
  estado: 'Santa Catarina',
  regiao: 'Sul',
  ibge: '4205704',
  gia: '',
  ddd: '48',
  siafi: '8117',
};

export type FakeViaCep = { baseUrl: string; requests: string[]; close: () => Promise<void> };

/**
 * A local server speaking ViaCEP's format: /ws/88495000/json/ answers VIACEP_GAROPABA, another
 * well-formed CEP {"erro": true}, a malformed one 400; /ws/SC/Garopaba/<street>/json/ answers the
 * address when its street contains the text, else []; /ws/50000000/json/ answers 500.
 */
export async function startFakeViaCep(): Promise<FakeViaCep> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = decodeURIComponent(request.url ?? '');
    requests.push(url);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const lookup = /^\/ws\/([^/]+)\/json\/$/.exec(url);
    if (lookup) {
      const cep = lookup[1] ?? '';
      if (cep === '50000000') return send(500, { message: 'down' });
      if (!/^\d{8}$/.test(cep)) return send(400, { message: 'Bad Request' });
      return send(200, cep === '88495000' ? VIACEP_GAROPABA : { erro: true });
    }
    const search = /^\/ws\/([^/]+)\/([^/]+)\/([^/]+)\/json\/$/.exec(url);
    if (search) {
      const [, uf, city, street] = search;
      const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const matches =
        uf === 'SC' &&
        city === 'Garopaba' &&
        plain(VIACEP_GAROPABA.logradouro).includes(plain(street ?? '-'));
      return send(200, matches ? [VIACEP_GAROPABA] : []);
    }
    return send(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/ws`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
