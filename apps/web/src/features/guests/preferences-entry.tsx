import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import { PATHS } from '../../lib/paths.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';

/** Whether the hotel asks for accommodation preferences (stepsConfig 'preferencia-de-acomodacao'). */
function useAsksPreferences(): boolean {
  const company = useTenant().initial?.company;
  return Boolean(
    company?.parameters.accommodation &&
    company.stepsConfig.some((step) => step.id === 'preferencia-de-acomodacao' && step.enabled),
  );
}

/**
 * Under the list, for a main guest whose form is finished (decision 32): the room preferences, saved or
 * not (skipped), and a button that opens them again.
 */
export function PreferencesEntry({ guest }: { guest: TGuest }) {
  const { t } = useTranslation('guests', { keyPrefix: 'preferences' });
  const navigate = useNavigate();
  const isAsked = useAsksPreferences();
  if (!isAsked || !guest.masterGuest || !guest.isCompleted) return null;
  const isSaved = Boolean(guest.accommodationPreferences);

  function open() {
    editedGuestStore.set({
      guestId: guest.id,
      isChild: guest.isChild,
      masterGuest: true,
      isCompleted: true,
      actionType: 'edit',
    });
    navigate(PATHS.accommodation);
  }

  return (
    <section className="guest-preferences" aria-labelledby="guest-preferences-title">
      <div>
        <h2 id="guest-preferences-title" className="guest-preferences__title">
          {t('title')}
        </h2>
        <p className="guest-preferences__text">{isSaved ? t('saved') : t('unset')}</p>
      </div>
      <Button variant="outlined" onClick={open}>
        {isSaved ? t('change') : t('set')}
      </Button>
    </section>
  );
}
