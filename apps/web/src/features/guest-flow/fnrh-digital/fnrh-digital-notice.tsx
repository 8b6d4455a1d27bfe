import type { MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGuestFlowNavigation } from '../../../lib/guest-flow-navigation.ts';
import { fnrhDigitalCheckQueryOptions } from './fnrh-digital-check-query.ts';
import { REFUSAL_FIXES } from './refusal-fixes.ts';
import './fnrh-digital-notice.css';

/**
 * On the confirmation, above the answers: what the government's FNRH Digital would refuse in this form
 * (decision 185), one text a reason with a link to the part of the form that fixes it. Only when the
 * hotel sends forms to FNRH Digital and something would be refused; nothing while it loads or when the
 * check fails. It never stops the guest: the form still goes to the hotel (decision 152).
 */
export function FnrhDigitalNotice({ guestId }: { guestId: string }) {
  const { t } = useTranslation('guest-flow', { keyPrefix: 'confirmation' });
  const navigation = useGuestFlowNavigation();
  const { data } = useQuery(fnrhDigitalCheckQueryOptions(guestId));
  if (!data?.isEnabled || data.refusals.length === 0) return null;
  const personalInfoRoute = navigation.steps.find((step) => step.name === 'personal-info')?.route ?? '';
  const goTo = (section: string) => (event: MouseEvent) => {
    event.preventDefault();
    navigation.goTo('personal-info', section);
  };
  return (
    <section className="fnrh-digital-notice" aria-labelledby="fnrh-digital-notice-title">
      <h2 id="fnrh-digital-notice-title" className="fnrh-digital-notice__title">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 3 2 20h20L12 3zm0 6v5m0 3v.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('fnrhDigital.title')}
      </h2>
      <p className="fnrh-digital-notice__intro">{t('fnrhDigital.intro')}</p>
      <ul className="fnrh-digital-notice__list">
        {data.refusals.map((refusal) => {
          const fix = REFUSAL_FIXES[refusal];
          return (
            <li key={refusal}>
              <span>{t(`fnrhDigital.refusals.${refusal}`)}</span>
              {fix ? (
                <Link
                  to={`${personalInfoRoute}#${fix.section}`}
                  onClick={goTo(fix.section)}
                  className="fnrh-digital-notice__link"
                >
                  {t('fnrhDigital.goTo', { section: t(`groups.${fix.group}`) })}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
