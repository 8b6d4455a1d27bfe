import { describe, expect, it } from 'vitest';
import { aboutTopic } from './about-topic.ts';

describe('aboutTopic', () => {
  it.each([
    ['/home', 'guestList'],
    ['/home/', 'guestList'],
    ['/home/notification', 'notification'],
    ['/reservation/personal-info', 'fnrh'],
    ['/reservation/additional-data', 'fnrh'],
    ['/reservation/forgot-address', 'fnrh'],
    ['/reservation/confirmation', 'confirmation'],
    ['/reservation/signature', 'signature'],
    ['/reservation/accommodation', 'accommodation'],
    [
      '/document-scan/6a53a3d0-df22-4769-878b-675b2f35a0f8/5b001a07-d4a1-4f14-8447-df0649f84129',
      'documentScan',
    ],
    ['/data-validation', 'general'],
    ['/reservation/warranty', 'general'],
    ['/', 'general'],
  ] as const)('%s -> %s', (pathname, topic) => {
    expect(aboutTopic(pathname)).toBe(topic);
  });
});
