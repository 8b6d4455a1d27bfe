import { describe, expect, it } from 'vitest';
import { subdomainFromHost } from './host.ts';

describe('subdomainFromHost', () => {
  it.each([
    [undefined, null],
    ['localhost', null],
    ['localhost:3000', null],
    ['127.0.0.1:3000', null],
    ['192.168.0.12', null],
    ['[::1]:3000', null],
    ['::1', null],
    ['hotel-server', null],
    ['marazul.localhost:3000', 'marazul'],
    ['MARAZUL.localhost', 'marazul'],
    ['solnascente.hospedar.example.com', 'solnascente'],
  ])('%s gives %s', (host, expected) => {
    expect(subdomainFromHost(host)).toBe(expected);
  });
});
