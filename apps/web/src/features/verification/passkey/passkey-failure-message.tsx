import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../../components/alert-banner.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import type { TPasskeyFailure } from './passkey-ceremony.ts';

/** Why a passkey did not work, in the guest's words: the browser's reason, or the API's error text. */
export function PasskeyFailureMessage({ failure }: { failure: TPasskeyFailure }) {
  const { t } = useTranslation('passkeys');
  const errorText = useErrorText();
  return (
    <AlertBanner severity="error">
      {failure.kind === 'api' ? errorText(failure.code) : t(`failures.${failure.reason}`)}
    </AlertBanner>
  );
}
