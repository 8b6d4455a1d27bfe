import { useMutation } from '@tanstack/react-query';
import type { TInvitationPreview } from '@hospedar/contracts/console/staff-auth';
import type { TAcceptInvitation, TPasswordResetConfirm } from '@hospedar/contracts/console/password-forms';
import { consoleFetch } from './console-fetch.ts';

export function useConfirmReset() {
  return useMutation({
    mutationFn: (body: TPasswordResetConfirm) =>
      consoleFetch<null>('POST', '/api/console/password-reset/confirm', body),
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: TAcceptInvitation) =>
      consoleFetch<null>('POST', '/api/console/invitations/accept', body),
  });
}

export const previewInvitation = (token: string) =>
  consoleFetch<TInvitationPreview>('POST', '/api/console/invitations/preview', { token });
