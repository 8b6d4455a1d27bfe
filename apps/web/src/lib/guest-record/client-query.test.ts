import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { asCompanionSummary, makeBlankGuest } from '../../test/fixtures.ts';
import { clientKeys, rememberNotified } from './client-query.ts';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const main = { ...makeBlankGuest(ID(1)), name: 'Ana', masterGuest: true };
const minor = { ...makeBlankGuest(ID(2)), name: 'Pedro', isChild: true };
const adult = { ...makeBlankGuest(ID(3)), name: 'Bruno', email: 'bruno@example.com' };

describe('rememberNotified', () => {
  it('marks a notified adult summary and a notified minor in the cached record', () => {
    const queryClient = new QueryClient();
    const record = {
      guest: main,
      guests: [main, minor],
      companions: [asCompanionSummary(adult)],
      others: [],
      order: null,
    } as unknown as TGetClientResponse;
    queryClient.setQueryData(clientKeys.one(main.id), record);
    const notifiedAt = '2026-11-22T10:00:00Z';
    rememberNotified(queryClient, { id: adult.id, notifiedAt, channel: 'email' });
    rememberNotified(queryClient, { id: minor.id, notifiedAt, channel: 'sms' });
    const cached = queryClient.getQueryData<TGetClientResponse>(clientKeys.one(main.id));
    expect(cached?.companions[0]).toMatchObject({ notifiedAt, notifiedChannel: 'email' });
    expect(cached?.guests[1]).toMatchObject({ notifiedAt, notifiedChannel: 'sms' });
    expect(cached?.guests[0]?.notifiedAt ?? null).toBeNull();
  });
});
