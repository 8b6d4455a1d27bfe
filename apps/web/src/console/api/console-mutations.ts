import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPasswordResetRequest, TSignInRequest, TStaffMe } from '@hospedar/contracts/console/staff-auth';
import type {
  TInviteStaffRequest,
  TStaffList,
  TStaffMember,
  TUpdateStaffRequest,
} from '@hospedar/contracts/console/staff-members';
import type { TResendLinkRequest, TResendLinkResponse } from '@hospedar/contracts/console/arrivals';
import { consoleFetch } from './console-fetch.ts';
import { meQuery, staffChangesQuery, staffListQuery } from './console-queries.ts';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignInRequest) => consoleFetch<TStaffMe>('POST', '/api/console/session', body),
    onSuccess: (me) => queryClient.setQueryData(meQuery.queryKey, me),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => consoleFetch<null>('DELETE', '/api/console/session'),
    onSettled: () => {
      queryClient.removeQueries({
        queryKey: ['console'],
        predicate: (query) => query.queryKey[1] !== 'hotel-config',
      });
      queryClient.setQueryData(meQuery.queryKey, null);
    },
  });
}

export function useRequestReset() {
  return useMutation({
    mutationFn: (body: TPasswordResetRequest) =>
      consoleFetch<object>('POST', '/api/console/password-reset', body),
  });
}

/** The owner's invitation: the new member joins the cached list at once. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteStaffRequest) => consoleFetch<TStaffMember>('POST', '/api/console/staff', body),
    onSuccess: (member) => {
      queryClient.setQueryData(staffListQuery.queryKey, (list: TStaffList | undefined) =>
        list ? { staff: [...list.staff, member] } : list,
      );
      return queryClient.invalidateQueries({ queryKey: staffChangesQuery.queryKey });
    },
  });
}

/** The member as the API answers it replaces the cached one; the changes' log is read again. */
function useMemberUpdate() {
  const queryClient = useQueryClient();
  return (member: TStaffMember) => {
    queryClient.setQueryData(staffListQuery.queryKey, (list: TStaffList | undefined) =>
      list ? { staff: list.staff.map((each) => (each.id === member.id ? member : each)) } : list,
    );
    return queryClient.invalidateQueries({ queryKey: staffChangesQuery.queryKey });
  };
}

/** A role, or disabled / enabled (owner; decision 244). */
export function useUpdateStaff() {
  const updated = useMemberUpdate();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TUpdateStaffRequest }) =>
      consoleFetch<TStaffMember>('PATCH', `/api/console/staff/${id}`, change),
    onSuccess: updated,
  });
}

export function useResendInvitation() {
  const updated = useMemberUpdate();
  return useMutation({
    mutationFn: (id: string) => consoleFetch<TStaffMember>('POST', `/api/console/staff/${id}/invitation`),
    onSuccess: updated,
  });
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => consoleFetch<null>('DELETE', `/api/console/staff/${id}/invitation`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(staffListQuery.queryKey, (list: TStaffList | undefined) =>
        list ? { staff: list.staff.filter((member) => member.id !== id) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: staffChangesQuery.queryKey });
    },
  });
}

/** The desk sends a guest's link again; the guest's form is read again for its "last sent" date. */
export function useResendLink(guestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TResendLinkRequest) =>
      consoleFetch<TResendLinkResponse>('POST', `/api/console/arrivals/guests/${guestId}/resend-link`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console', 'arrival-guest', guestId] }),
  });
}
