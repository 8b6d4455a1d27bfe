import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAddCompanionContactRequest,
  type TAddCompanionContactRequest,
} from '@hospedar/contracts/notify/add-companion-contact';
import type { TNotifyChannel } from '@hospedar/contracts/notify/notify-companions';
import { ApiError } from '../../lib/api-client.ts';
import { rememberCompanionContact, rememberNotified } from '../../lib/guest-record/client-query.ts';
import { addCompanionContact } from './api/add-companion-contact.ts';
import { notifyCompanions } from './api/notify-companions.ts';

/** Why a contact was not given: a field's `validation.*` key, or the send failed. */
export type TGiveContactProblem = { field: 'email' | 'mobilePhone'; key: string } | { field: null };

/** The field message of a refusal, from the contract's rules in the browser or the API's 400. */
export function problemOf(error: unknown): TGiveContactProblem {
  const issue = error instanceof ApiError ? error.details?.fields?.[0] : undefined;
  if (issue?.field === 'body.email') return { field: 'email', key: issue.message };
  if (issue?.field === 'body.mobilePhone') return { field: 'mobilePhone', key: issue.message };
  return { field: null };
}

/** The first problem the contract finds in the browser, or null (the same rule the API applies). */
export function checkContact(body: TAddCompanionContactRequest): TGiveContactProblem | null {
  const parsed = ZAddCompanionContactRequest.safeParse(body);
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  const field = issue?.path[0] === 'mobilePhone' ? 'mobilePhone' : 'email';
  return { field, key: issue?.message ?? 'validation.required' };
}

/**
 * The way out for an adult companion with no contact (decision 63): the main guest gives one, then the
 * companion is sent their own link on that channel, as the notification does for everyone.
 */
export function useGiveContact(reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      name,
      body,
    }: {
      id: string;
      name: string;
      body: TAddCompanionContactRequest;
    }) => {
      const contact = await addCompanionContact(id, body);
      rememberCompanionContact(queryClient, contact);
      const channel: TNotifyChannel = body.email ? 'email' : 'sms';
      const { notified } = await notifyCompanions(reservationId, {
        clients: [{ id, name, channel }],
        type: 'preCheckin',
      });
      notified.forEach((item) => rememberNotified(queryClient, item));
      return contact;
    },
  });
}
