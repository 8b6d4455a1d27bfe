import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeViaCep, type FakeViaCep } from '../../test/fake-viacep.ts';
import { PostcodeUnavailableError } from './postcode-driver.ts';
import { createViaCepPostcodeDriver } from './viacep-postcode-driver.ts';

describe('ViaCEP postcode driver', () => {
  let viaCep: FakeViaCep;
  beforeAll(async () => {
    viaCep = await startFakeViaCep();
  });
  afterAll(() => viaCep.close());

  const driver = () => createViaCepPostcodeDriver({ baseUrl: viaCep.baseUrl });
  const garopaba = {
    cep: '88495000',
    street: 'Rua Doutor Otávio Cabral',
    neighborhood: 'Centro',
    city: 'Garopaba',
    cityIbge: '4205704',
    state: 'SC',
    complement: 'até 500',
  };

  it('maps a ViaCEP address', async () => {
    expect(await driver().lookup('88495000')).toEqual(garopaba);
    expect(viaCep.requests.at(-1)).toBe('/ws/88495000/json/');
  });

  it('answers null for {"erro": true} and for a 400', async () => {
    expect(await driver().lookup('88495999')).toBeNull();
    expect(await driver().lookup('123')).toBeNull();
  });

  it('searches by state, city and street', async () => {
    expect(await driver().search({ state: 'SC', city: 'Garopaba', street: 'Otávio' })).toEqual([garopaba]);
    expect(viaCep.requests.at(-1)).toBe('/ws/SC/Garopaba/Otávio/json/');
    expect(await driver().search({ state: 'SC', city: 'Garopaba', street: 'Nada' })).toEqual([]);
  });

  it('throws PostcodeUnavailableError on a server error, a timeout or no server', async () => {
    await expect(driver().lookup('50000000')).rejects.toBeInstanceOf(PostcodeUnavailableError);
    const hanging = createViaCepPostcodeDriver({
      baseUrl: viaCep.baseUrl,
      timeoutMs: 50,
      // A server that never answers: only the driver's timeout ends the wait.
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    await expect(hanging.lookup('88495000')).rejects.toBeInstanceOf(PostcodeUnavailableError);
    const nowhere = createViaCepPostcodeDriver({ baseUrl: 'http://127.0.0.1:1/ws' });
    await expect(nowhere.lookup('88495000')).rejects.toBeInstanceOf(PostcodeUnavailableError);
  });
});
