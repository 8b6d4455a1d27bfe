import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isGuestListReadOnly } from '@hospedar/contracts/guests/guest-list-changes';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import type { TEditedGuest } from '../../lib/edited-guest.ts';
import { useClientRecord } from '../../lib/guest-record/use-client-record.ts';
import { PATHS } from '../../lib/paths.ts';

export type TClosedFormInput = {
  client: TGetClientResponse;
  rules: Pick<TCompanyConfig['rules'], 'changesAfterFinishDaysBeforeCheckin'>;
  today: string;
  /** The guest the list opened (after the "already filled" question for a completed one), if any. */
  edited: TEditedGuest | null;
};

/**
 * Whether a form step of the guest flow must not be shown for this record (decision 53): the list is
 * finished and the hotel takes no more changes, or the form is completed and was not opened through the
 * guest list's "this form is already filled" question (the browser's Back after finishing it).
 */
export function isClosedForm({ client, rules, today, edited }: TClosedFormInput): boolean {
  if (isGuestListReadOnly({ reservation: client.reservation, rules, today })) return true;
  const wasAsked = edited?.guestId === client.guest.id && edited.isCompleted;
  return client.guest.isCompleted && !wasAsked;
}

/**
 * Sends the guest back to the guest list, in place of the history entry, when a form step opens a
 * closed form. Checked once per route the guest arrives at (with the record loaded), so the record
 * turning completed at the end of the flow never races the flow's own way out.
 */
export function useLeaveClosedForm(input: {
  guestId: string | null;
  pathname: string;
  /** Routes of the flow that are not the form (the preferences, after the FNRH). */
  isFormRoute: boolean;
  company: Pick<TCompanyConfig, 'rules'> | null;
  today: string | null;
  edited: TEditedGuest | null;
}) {
  const { guestId, pathname, isFormRoute, company, today, edited } = input;
  const navigate = useNavigate();
  const { state } = useClientRecord(guestId);
  const client = state.status === 'ready' ? state.client : null;
  const checkedPath = useRef<string | null>(null);
  useEffect(() => {
    if (!client || !company || !today || checkedPath.current === pathname) return;
    checkedPath.current = pathname;
    if (isFormRoute && isClosedForm({ client, rules: company.rules, today, edited })) {
      navigate(PATHS.home, { replace: true });
    }
  }, [client, company, today, edited, pathname, isFormRoute, navigate]);
}
