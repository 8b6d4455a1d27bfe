import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsDriver } from './http-sms-driver.ts';

type Received = { method?: string; authorization?: string; contentType?: string; body: unknown };

describe('the HTTP SMS driver', () => {
  let server: Server;
  let url = '';
  const received: Received[] = [];
  let answerStatus = 202;

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        received.push({
          method: request.method,
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          body,
        });
        response.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{"id":"x"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('POSTs { to, text } as JSON with the bearer token; 2xx means accepted', async () => {
    const driver = createHttpSmsDriver({ url, token: 'gateway-token' });
    await driver.send({ to: '+5548991234567', text: 'Sol Nascente: 12345' });
    expect(received.at(-1)).toEqual({
      method: 'POST',
      authorization: 'Bearer gateway-token',
      contentType: 'application/json',
      body: { to: '+5548991234567', text: 'Sol Nascente: 12345' },
    });
  });

  it('throws on any other status, so the outbox retries', async () => {
    answerStatus = 503;
    const driver = createHttpSmsDriver({ url, token: 'gateway-token' });
    await expect(driver.send({ to: '+5548991234567', text: 'x' })).rejects.toThrow('HTTP 503');
    answerStatus = 202;
  });

  it('throws when the gateway cannot be reached', async () => {
    const driver = createHttpSmsDriver({ url: 'http://127.0.0.1:1/sms', token: undefined, timeoutMs: 2000 });
    await expect(driver.send({ to: '+5548991234567', text: 'x' })).rejects.toThrow();
  });
});
