import { ApiError } from '../../../../lib/api-client.ts';
import { fieldOfIssuePath, messageOfIssue } from './fields.ts';
import type { TFieldErrors } from './fields.ts';
import type { TDocumentSource } from './to-save-payload.ts';

/**
 * The API's refusal of a save put back on the fields: a 400 with details.fields ('body.<field>') gives
 * each field its message; NAME_LOCKED_BILLED goes to the name; CPF_IN_USE (a CPF another guest of the
 * reservation has, decision 55) goes to the document fields it names. Null when nothing names a field (the
 * form then shows the generic save error).
 */
export function fieldErrorsOfSave(
  error: unknown,
  documentSources: readonly TDocumentSource[],
): TFieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'NAME_LOCKED_BILLED') return { name: { key: 'own', id: 'nameLocked' } };
  if (error.status !== 400) return null;
  const errors: TFieldErrors = {};
  for (const issue of error.details?.fields ?? []) {
    const field = fieldOfIssuePath(issue.field, documentSources);
    if (!field || errors[field]) continue;
    errors[field] =
      error.code === 'CPF_IN_USE' ? { key: 'own', id: 'cpfInUse' } : messageOfIssue(issue.message);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
