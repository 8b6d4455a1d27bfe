import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TStaffMember } from '@hospedar/contracts/console/staff-members';
import { useResendInvitation, useUpdateStaff, useWithdrawInvitation } from '../api/console-mutations.ts';

export type TStaffNotice = { kind: 'success'; text: string } | { kind: 'error'; error: unknown };

type Confirming = 'disable' | 'withdraw' | null;

/** A confirmation before a change that ends someone's access. */
function ConfirmDialog({
  title,
  text,
  confirm,
  isPending,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby="staff-confirm-title">
      <DialogTitle id="staff-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPending}>
          {t('staff.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={isPending}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What the owner may do to a member (decision 244): the role, disable or enable, resend or withdraw an
 * invitation. Nothing for the owner's own row: they cannot disable or demote themself.
 */
export function StaffActions({
  member,
  isSelf,
  onNotice,
}: {
  member: TStaffMember;
  isSelf: boolean;
  onNotice: (notice: TStaffNotice) => void;
}) {
  const { t } = useTranslation('console');
  const update = useUpdateStaff();
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const name = member.name;
  if (isSelf) return <>{t('staff.you')}</>;
  const failed = (error: unknown) => onNotice({ kind: 'error', error });
  const done = (text: string) => () => {
    setConfirming(null);
    onNotice({ kind: 'success', text });
  };
  const isBusy = update.isPending || resend.isPending || withdraw.isPending;
  const nextRole = member.role === 'owner' ? 'desk' : 'owner';

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        disabled={isBusy}
        aria-label={t(nextRole === 'owner' ? 'staff.makeOwnerOf' : 'staff.makeDeskOf', { name })}
        onClick={() =>
          update.mutate(
            { id: member.id, change: { role: nextRole } },
            {
              onSuccess: done(t('staff.done.role', { name, role: t(`roles.${nextRole}`) })),
              onError: failed,
            },
          )
        }
      >
        {t(nextRole === 'owner' ? 'staff.makeOwner' : 'staff.makeDesk')}
      </Button>
      {member.status === 'invited' && (
        <>
          <Button
            size="small"
            variant="outlined"
            disabled={isBusy}
            aria-label={t('staff.resendOf', { name })}
            onClick={() =>
              resend.mutate(member.id, {
                onSuccess: done(t('staff.done.resend', { email: member.email })),
                onError: failed,
              })
            }
          >
            {t('staff.resend')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={isBusy}
            aria-label={t('staff.withdrawOf', { name })}
            onClick={() => setConfirming('withdraw')}
          >
            {t('staff.withdraw')}
          </Button>
        </>
      )}
      {member.status === 'disabled' ? (
        <Button
          size="small"
          variant="outlined"
          disabled={isBusy}
          aria-label={t('staff.enableOf', { name })}
          onClick={() =>
            update.mutate(
              { id: member.id, change: { isDisabled: false } },
              { onSuccess: done(t('staff.done.enable', { name })), onError: failed },
            )
          }
        >
          {t('staff.enable')}
        </Button>
      ) : (
        member.status === 'active' && (
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={isBusy}
            aria-label={t('staff.disableOf', { name })}
            onClick={() => setConfirming('disable')}
          >
            {t('staff.disable')}
          </Button>
        )
      )}
      {confirming === 'disable' && (
        <ConfirmDialog
          title={t('staff.disableTitle', { name })}
          text={t('staff.disableText', { name })}
          confirm={t('staff.disable')}
          isPending={update.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            update.mutate(
              { id: member.id, change: { isDisabled: true } },
              { onSuccess: done(t('staff.done.disable', { name })), onError: failed },
            )
          }
        />
      )}
      {confirming === 'withdraw' && (
        <ConfirmDialog
          title={t('staff.withdrawTitle', { name })}
          text={t('staff.withdrawText', { email: member.email })}
          confirm={t('staff.withdraw')}
          isPending={withdraw.isPending}
          onClose={() => setConfirming(null)}
          // The row goes with the member, so the answer is awaited here rather than in mutate's callbacks
          // (they are not called once this component has left the page).
          onConfirm={() => {
            withdraw.mutateAsync(member.id).then(done(t('staff.done.withdraw', { name })), failed);
          }}
        />
      )}
    </Stack>
  );
}
