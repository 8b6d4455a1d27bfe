import CircularProgress from '@mui/material/CircularProgress';
import { useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TAddCompanionContactRequest } from '@hospedar/contracts/notify/add-companion-contact';
import type { TNotifyChannel, TNotifyRequest } from '@hospedar/contracts/notify/notify-companions';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { EmptyIllustration } from '../../components/art/empty-illustration.tsx';
import { FieldMessage, describedBy } from '../../components/form-field.tsx';
import { notifications } from '../../components/notifications/notification-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { rememberNotified } from '../../lib/guest-record/client-query.ts';
import { useClientRecord } from '../../lib/guest-record/use-client-record.ts';
import { guestStore, useGuestState } from '../../lib/guest-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { MuiThemeScope } from '../../lib/tenant/theme/mui-theme-scope.tsx';
import { StepActions } from '../../components/step/step-actions.tsx';
import { StepErrorSummary, summaryItemOf } from '../../components/step/step-error-summary.tsx';
import { StepPage } from '../../components/step/step-page.tsx';
import { notifyCompanions } from './api/notify-companions.ts';
import { CompanionOption } from './companion-option.tsx';
import { GiveContactCard } from './give-contact-card.tsx';
import { useGiveContact } from './use-give-contact.ts';
import { initialSelection, notifyCandidates, toNotifyClients } from './notify-candidates.ts';
import './notification.css';

/** The query parameter the guest card's send-notification icon sets: the companion to preselect. */
export const PRESELECT_PARAM = 'guest';

function CompanionsForm({
  client,
  preselectedId,
}: {
  client: TGetClientResponse;
  preselectedId: string | null;
}) {
  const { t } = useTranslation('notification');
  const navigate = useNavigate();
  const { candidates, withoutContact } = useMemo(() => notifyCandidates(client), [client]);
  const hasHiddenMinors = client.guests.some(
    (guest) =>
      guest.isChild && !guest.isCompleted && !candidates.some((candidate) => candidate.id === guest.id),
  );
  const [selection, setSelection] = useState(() => initialSelection(candidates, preselectedId));
  const [isSending, setIsSending] = useState(false);
  const queryClient = useQueryClient();
  const notifying = useMutation({
    mutationFn: (request: TNotifyRequest) => notifyCompanions(client.reservation.id, request),
    // The chips of the notified companions ('waiting') come from the record.
    onSuccess: ({ notified }) => notified.forEach((item) => rememberNotified(queryClient, item)),
  });
  const givingContact = useGiveContact(client.reservation.id);
  const [error, setError] = useState<'none' | 'send' | null>(null);
  const clients = toNotifyClients(candidates, selection);
  const listRef = useRef<HTMLFieldSetElement>(null);
  const listId = useId();
  const noneError = error === 'none' ? t('send.noneSelected') : undefined;
  const firstBox = () => listRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? null;
  const summaryTarget = noneError ? firstBox() : null;
  const summary = summaryTarget
    ? [summaryItemOf('companions', `${t('list.label')}: ${noneError ?? ''}`, summaryTarget)]
    : [];

  const choose = (id: string, channel: TNotifyChannel | null) => {
    setSelection((current) => ({ ...current, [id]: channel }));
    setError(null);
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    if (clients.length === 0) {
      setError('none');
      firstBox()?.focus();
      return;
    }
    setIsSending(true);
    setError(null);
    try {
      await notifying.mutateAsync({ clients, type: 'preCheckin' });
      const names = clients.map((item) => item.name).join(', ');
      notifications.notify({
        severity: 'success',
        message: t('send.success', { count: clients.length, names }),
      });
      navigate(PATHS.home);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        guestStore.disqualify();
        return;
      }
      setError('send');
      setIsSending(false);
    }
  }

  async function giveContact(person: { id: string; fullName: string }, body: TAddCompanionContactRequest) {
    try {
      await givingContact.mutateAsync({ id: person.id, name: person.fullName, body });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        guestStore.disqualify();
        return;
      }
      throw failure;
    }
    notifications.notify({
      severity: 'success',
      message: t('send.success', { count: 1, names: person.fullName }),
    });
    navigate(PATHS.home);
  }

  // The one action bar (decision 84): Back (to the list), then Send.
  const actions = (
    <StepActions
      backTo={PATHS.home}
      hasNext={candidates.length > 0}
      nextLabel={t('send.action', { count: Math.max(clients.length, 1) })}
      busyLabel={t('send.sending')}
      isBusy={isSending}
    />
  );

  return (
    <>
      <form className="notify-form" onSubmit={send} noValidate>
        {candidates.length === 0 ? (
          <div className="empty-state">
            <EmptyIllustration kind="list" />
            <AlertBanner severity="info">{t('list.empty')}</AlertBanner>
          </div>
        ) : (
          <fieldset
            ref={listRef}
            className={`choice-group notify-form__companions${noneError ? ' field--invalid' : ''}`}
            aria-describedby={describedBy(listId, noneError)}
          >
            <legend className="field__label">{t('list.label')}</legend>
            <ul className="notify-list">
              {candidates.map((candidate) => (
                <CompanionOption
                  key={candidate.id}
                  candidate={candidate}
                  channel={selection[candidate.id] ?? null}
                  isDisabled={isSending}
                  onChange={(channel) => choose(candidate.id, channel)}
                />
              ))}
            </ul>
            <FieldMessage id={listId} error={noneError} />
          </fieldset>
        )}
        {hasHiddenMinors ? <p className="notify-form__hint">{t('list.minorsHint')}</p> : null}
        <StepErrorSummary items={summary} />
        <div aria-live="assertive" className="notify-form__message">
          {error === 'send' ? <AlertBanner severity="error">{t('send.error')}</AlertBanner> : null}
        </div>
        {actions}
      </form>
      {withoutContact.length > 0 ? (
        <section className="notify-form" aria-labelledby="notify-give-title">
          <h2 id="notify-give-title" className="notify-page__subtitle">
            {t('giveContact.title', { count: withoutContact.length })}
          </h2>
          <ul className="notify-list">
            {withoutContact.map((person) => (
              <GiveContactCard
                key={person.id}
                fullName={person.fullName}
                isDisabled={isSending}
                onGive={(body) => giveContact(person, body)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function NotificationScreen({ guestId }: { guestId: string }) {
  const { t } = useTranslation('notification');
  const [params] = useSearchParams();
  const { state, retry } = useClientRecord(guestId, { isLive: true });
  return (
    <div className="notify-page">
      <Link to={PATHS.home} className="notify-page__back">
        <span aria-hidden="true">←</span> {t('page.back')}
      </Link>
      <StepPage title={t('page.title')} subtitle={t('page.help')}>
        {state.status === 'loading' ? (
          <p className="notify-page__loading" role="status">
            <CircularProgress size={18} /> {t('page.loading')}
          </p>
        ) : null}
        {state.status === 'error' ? (
          <AlertBanner severity="error" description={t('page.retry')} onDescriptionClick={retry}>
            {t('page.loadError')}
          </AlertBanner>
        ) : null}
        {state.status === 'ready' ? (
          <CompanionsForm client={state.client} preselectedId={params.get(PRESELECT_PARAM)} />
        ) : null}
      </StepPage>
    </div>
  );
}

/**
 * 'home/notification': the main guest chooses companions who have not completed their form and the
 * channel for each (e-mail or SMS, only those the companion has), and sends them their own link. An
 * adult companion with no contact gets one from the main guest first (decision 63). Drawn with the
 * steps' kit (decision 86): the fields, the error summary and the action bar of every step.
 * Anyone else goes back: to verification without a session, to the guest list when not the main guest
 * or when the hotel has notifications off (rules.notifyCompanionsEnabled).
 */
export function NotificationPage() {
  const { clientId, qualified, masterGuest } = useGuestState();
  const isEnabled = useTenant().initial?.company.rules.notifyCompanionsEnabled ?? false;
  if (!qualified || !clientId) return <Navigate to={PATHS.dataValidation} replace />;
  if (!masterGuest || !isEnabled) return <Navigate to={PATHS.home} replace />;
  return (
    <MuiThemeScope>
      <NotificationScreen guestId={clientId} />
    </MuiThemeScope>
  );
}
