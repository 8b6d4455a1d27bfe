import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSearchType } from '@hospedar/contracts/constants';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { BotCheckStatus } from '../../components/bot-check-status.tsx';
import { formatCountdown, useSecondsLeft } from '../../lib/countdown.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { BLOCK_REASON_CODES } from '@hospedar/contracts/search/reservation-access';
import { SearchBlocked } from './search-blocked.tsx';
import { isTimeOver } from './search-outcome.ts';
import { loadSearchDraft, saveSearchDraft } from './search-draft.ts';
import type { TSearchDraft } from './search-draft.ts';
import { SearchFields } from './search-fields.tsx';
import { SearchTabs, panelId, tabId } from './search-tabs.tsx';
import { offeredSearchTypes, paramsForType } from './search-types.ts';
import type { TSearchField } from './search-types.ts';
import { validateSearch } from './search-validation.ts';
import type { TSearchErrors } from './search-validation.ts';
import { useSearch } from './use-search.ts';
import './search.css';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { PATHS } from '../../lib/paths.ts';

const FACE_SEARCH_PATH = `${PATHS.faceInstructions}/facialRecognition`;

// The expired pre-check-in alert (spec section 2's modals): the PIN link's dialog, with the same texts.
const ExpiredPinDialog = lazy(() =>
  import('../../components/expired-pin-dialog.tsx').then((m) => ({ default: m.ExpiredPinDialog })),
);

const IncorrectDataDialog = lazy(() =>
  import('./incorrect-data-dialog.tsx').then((m) => ({ default: m.IncorrectDataDialog })),
);

function initialDraft(types: TSearchType[]): TSearchDraft {
  const saved = loadSearchDraft();
  if (saved && types.includes(saved.type)) return saved;
  const type = types[0] ?? 'reservation';
  return { type, params: paramsForType(type) };
}

/** Changing the type stores it and resets the params (phone starts with +55, country BR). */
export function switchSearchType(draft: TSearchDraft, type: TSearchType): TSearchDraft {
  return draft.type === type ? draft : { type, params: paramsForType(type) };
}

/** '/welcome/find-your-reservation': one tab per search type the hotel enables. */
export function FindReservationPage() {
  const { t } = useTranslation('search');
  const errorText = useErrorText();
  const { initial } = useTenant();
  const types = initial
    ? offeredSearchTypes(initial.company.parameters.searchTypes, initial.company.searchFlags)
    : ['reservation' as const];
  const [draft, setDraft] = useState(() => initialDraft(types));
  const [errors, setErrors] = useState<TSearchErrors>({});
  const search = useSearch(initial?.today ?? new Date().toISOString().slice(0, 10), initial?.company.rules);
  const secondsLocked = useSecondsLeft(search.lockedUntil);
  const formRef = useRef<HTMLFormElement>(null);
  // The incorrect-data modal shows once per search that found nothing; its banner stays under the form.
  const [dismissedResult, setDismissedResult] = useState<typeof search.result>(null);
  const { type, params } = draft;

  useEffect(() => saveSearchDraft(draft), [draft]);

  function changeType(next: TSearchType) {
    setDraft((current) => switchSearchType(current, next));
    setErrors({});
    search.clearResult();
  }

  function changeField(field: TSearchField, value: string | number) {
    setDraft((current) => ({ ...current, params: { ...current.params, [field]: value } }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (type === 'facial_recognition' || secondsLocked > 0 || search.isBusy) return;
    const found = validateSearch(type, params);
    // Rendered at once, so the first invalid field can take the focus.
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    void search.send(type, params);
  }

  const blocked = search.result?.kind === 'blocked' ? search.result : null;
  // A pre-check-in whose time is over shows the expired alert over the search; any other reason its screen.
  if (blocked && !isTimeOver(blocked.reasons)) {
    return (
      <SearchBlocked reasons={blocked.reasons} opensOn={blocked.opensOn} onSearchAgain={search.clearResult} />
    );
  }
  const expiredReason = blocked?.reasons.includes('periodEnded') ? 'periodEnded' : blocked ? 'expired' : null;

  const isLocked = secondsLocked > 0;
  const errorCount = Object.values(errors).filter(Boolean).length;
  return (
    <section className="search-page" aria-labelledby="search-title">
      <h1 id="search-title" className="search-page__title">
        {t('title')}
      </h1>
      <p className="search-page__subtitle">{t('subtitle')}</p>
      {types.length > 1 ? <SearchTabs types={types} active={type} onChange={changeType} /> : null}
      <div
        id={panelId}
        role={types.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={types.length > 1 ? tabId(type) : undefined}
        className="search-page__panel"
      >
        {type === 'facial_recognition' ? (
          <div className="search-form">
            <AlertBanner severity="info" description={t('facial.text')}>
              {t('facial.title')}
            </AlertBanner>
            <Link to={FACE_SEARCH_PATH} className="btn btn--primary btn--large btn--block">
              {t('facial.start')}
            </Link>
          </div>
        ) : (
          <form ref={formRef} className="search-form" noValidate onSubmit={submit}>
            <p className="search-form__intro">{t(`intro.${type}`)}</p>
            <SearchFields type={type} params={params} errors={errors} onChange={changeField} />
            <BotCheckStatus status={search.botCheck.status} onRetry={search.botCheck.restart} />
            <div aria-live="assertive" className="search-form__alerts">
              {errorCount > 0 ? (
                <p className="visually-hidden">{t('validation.summary', { number: errorCount })}</p>
              ) : null}
              {isLocked ? (
                <AlertBanner
                  severity="error"
                  description={t('locked.remaining', { time: formatCountdown(secondsLocked) })}
                >
                  {t('locked.text')}
                </AlertBanner>
              ) : search.result?.kind === 'notFound' ? (
                <AlertBanner severity="warning" description={t('notFound.hint')}>
                  {t('notFound.title')}
                </AlertBanner>
              ) : search.errorCode && search.errorCode !== 'SEARCH_LOCKED' ? (
                <AlertBanner severity="error">{errorText(search.errorCode)}</AlertBanner>
              ) : null}
            </div>
            {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page. */}
            <button
              type="submit"
              className="btn btn--primary btn--large btn--block"
              aria-disabled={search.isBusy || isLocked}
            >
              {search.isBusy ? <span className="btn__spinner" aria-hidden="true" /> : null}
              {search.isBusy ? t('actions.searching') : t('actions.search')}
            </button>
          </form>
        )}
      </div>
      {search.result?.kind === 'notFound' && dismissedResult !== search.result ? (
        <Suspense fallback={null}>
          <IncorrectDataDialog onClose={() => setDismissedResult(search.result)} />
        </Suspense>
      ) : null}
      {expiredReason ? (
        <Suspense fallback={null}>
          <ExpiredPinDialog code={BLOCK_REASON_CODES[expiredReason]} onClose={search.clearResult} />
        </Suspense>
      ) : null}
    </section>
  );
}
