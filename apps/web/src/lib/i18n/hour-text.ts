import { useTranslation } from 'react-i18next';

/**
 * The hotel's hour of the day (0-23, as `minCheckin` and `maxCheckout` come) as each language writes
 * it (docs/glossary.md): "14h" in pt-BR, "2 p.m." or "noon" in en-US, "14:00 h" in es-ES.
 */
export function useHourText(): (hour: number) => string {
  const { t } = useTranslation('common');
  return (hour) => t(`time.hours.${String(hour) as '0'}`, { ns: 'common' });
}
