import type { z } from 'zod';
import { ConsoleApiError } from './api/console-fetch.ts';

/** A form's messages by field: console locale keys (`password.tooWeak`, `validation.required`…). */
export type TFieldErrors = Partial<Record<string, string>>;

/** The first message of each field of a failed safeParse. */
export function fieldErrorsOf(error: z.ZodError): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The API's VALIDATION_FAILED fields (`body.password`) as the same map. */
export function apiFieldErrors(error: unknown): TFieldErrors {
  if (!(error instanceof ConsoleApiError)) return {};
  const errors: TFieldErrors = {};
  for (const issue of error.details?.fields ?? []) {
    const field = issue.field.replace(/^body\./, '');
    errors[field] ??= issue.message;
  }
  return errors;
}
