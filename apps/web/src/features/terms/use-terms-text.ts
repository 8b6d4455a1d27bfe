import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTermsType } from '@hospedar/contracts/constants';
import type { TGetTermsResponse } from '@hospedar/contracts/terms/get-terms';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { getTermsHtml } from './api/get-terms-html.ts';
import { safeTermsHtml } from './model/safe-terms-html.ts';

export type TTermsText =
  { status: 'loading' } | { status: 'ready'; terms: TGetTermsResponse; html: string } | { status: 'failed' };

/** The hotel's terms of a type in the portal's language, loaded again whenever the language changes. */
export function useTermsText(type: TTermsType): { state: TTermsText; retry: () => void } {
  useTranslation('terms');
  const language = currentLanguage();
  const [attempt, setAttempt] = useState(0);
  const key = `${type}:${language}:${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; value: TTermsText } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getTermsHtml(type, language, controller.signal).then(
      (terms) =>
        setLoaded({
          key,
          value: { status: 'ready', terms, html: safeTermsHtml(terms.content, terms.title) },
        }),
      () => {
        if (!controller.signal.aborted) setLoaded({ key, value: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [type, language, key]);
  return {
    state: loaded?.key === key ? loaded.value : { status: 'loading' },
    retry: () => setAttempt((value) => value + 1),
  };
}
