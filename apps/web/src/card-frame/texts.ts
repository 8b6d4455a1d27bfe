import { frame as enUS } from '../locales/en-US/payment.json';
import { frame as esES } from '../locales/es-ES/payment.json';
import { frame as ptBR } from '../locales/pt-BR/payment.json';

export type TFrameTexts = typeof enUS;

/** The frame's own texts (it runs no i18next): the `frame` part of payment.json, pt-BR by default. */
export function frameTexts(language: string): TFrameTexts {
  if (language.startsWith('en')) return enUS;
  if (language.startsWith('es')) return esES;
  return ptBR;
}

/** `{{name}}` placeholders filled, as i18next would. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
