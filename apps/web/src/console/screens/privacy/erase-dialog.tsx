import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TErasurePreview, TPrivacyGuest } from '@hospedar/contracts/console/privacy';
import type { TErasureReport } from '@hospedar/contracts/privacy/guest-rights';
import { erasurePreviewQuery } from '../../api/console-queries.ts';
import { useEraseGuest } from '../../api/privacy-mutations.ts';
import { displayDateTime, displayDay } from '../../display-date.ts';
import { useConsoleErrorText } from '../../use-console-error.ts';

/** What the erasure deletes, what the law keeps and why (decision 201), and who else holds a copy. */
function PreviewText({ preview }: { preview: TErasurePreview }) {
  const { t } = useTranslation('console');
  const rows = Object.values(preview.rows).reduce((sum, n) => sum + n, 0);
  return (
    <Stack spacing={2}>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {preview.stays.map((stay) => (
          <li key={stay.guestId}>
            {stay.reservationNumber}: {displayDay(stay.checkinDate)} – {displayDay(stay.checkoutDate)}
          </li>
        ))}
      </Box>
      <section aria-labelledby="erase-deleted">
        <Typography variant="h3" id="erase-deleted" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('privacy.willDelete')}
        </Typography>
        <Typography>
          {t('privacy.deleteCounts', { rows, files: preview.files })} {t('privacy.deleteList')}
        </Typography>
      </section>
      <section aria-labelledby="erase-kept">
        <Typography variant="h3" id="erase-kept" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('privacy.willKeep')}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 3 }}>
          {preview.kept.map((item) => (
            <li key={item.kind} data-testid={`kept-${item.kind}`}>
              <Typography>{t(`privacy.kept.${item.kind}`)}</Typography>
              <Typography variant="body2">
                {t(`privacy.reasons.${item.reason}`)}{' '}
                {t('privacy.legalBasis', { laws: item.legalBasis.join('; ') })}{' '}
                {item.keptUntil
                  ? t('privacy.keptUntil', { date: displayDay(item.keptUntil) })
                  : item.kind === 'privacy-audit-entry'
                    ? t('privacy.keptWithLog')
                    : ''}
              </Typography>
            </li>
          ))}
        </Stack>
      </section>
      {preview.heldElsewhere.length > 0 && (
        <section aria-labelledby="erase-elsewhere">
          <Typography variant="h3" id="erase-elsewhere" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('privacy.elsewhere')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ m: 0, pl: 3 }}>
            {preview.heldElsewhere.map((held) => (
              <li key={held.holder}>
                {t(`privacy.holders.${held.holder}`, {
                  date: held.deliveredAt ? displayDateTime(held.deliveredAt) : '—',
                })}
              </li>
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}

/** The erasure's confirmation: the preview, a confirmation box, then the erasure (owner; audited). */
export function EraseDialog({
  guest,
  name,
  onClose,
  onErased,
}: {
  guest: TPrivacyGuest;
  name: string;
  onClose: () => void;
  onErased: (report: TErasureReport) => void;
}) {
  const { t } = useTranslation('console');
  const preview = useQuery(erasurePreviewQuery(guest.guestId));
  const erase = useEraseGuest();
  const errorText = useConsoleErrorText();
  const [isConfirmed, setIsConfirmed] = useState(false);
  return (
    <Dialog
      open
      onClose={erase.isPending ? undefined : onClose}
      aria-labelledby="erase-title"
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id="erase-title">{t('privacy.eraseTitle', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{t('privacy.eraseIntro')}</Alert>
          {preview.isPending && <CircularProgress aria-label={t('loading')} />}
          {preview.isError && <Alert severity="error">{errorText(preview.error)}</Alert>}
          {preview.data && <PreviewText preview={preview.data} />}
          {erase.isError && <Alert severity="error">{errorText(erase.error)}</Alert>}
          <FormControlLabel
            control={
              <Checkbox checked={isConfirmed} onChange={(event) => setIsConfirmed(event.target.checked)} />
            }
            label={t('privacy.confirmCheck')}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={erase.isPending}>
          {t('privacy.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={!isConfirmed || !preview.data || erase.isPending}
          onClick={() => erase.mutate(guest.guestId, { onSuccess: onErased })}
        >
          {t('privacy.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
