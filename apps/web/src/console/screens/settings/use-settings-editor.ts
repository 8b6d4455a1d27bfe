import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  SETTINGS_SCHEMAS,
  type TSettingsSectionName,
  type TSettingsValues,
} from '@hospedar/contracts/console/settings-sections';
import { settingsSectionQuery, useSaveSettings } from '../../api/settings-api.ts';
import { apiFieldErrors, type TFieldErrors } from '../../form-issues.ts';

/** The draft of a section survives a reload or a lost connection, per hotel host and section. */
const draftKey = (name: TSettingsSectionName) => `hospedar.console.settings.${window.location.host}.${name}`;

function readDraft<T>(key: string): T | null {
  try {
    const stored = window.sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as T) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the draft lives in memory only.
  }
}

/** Messages by dotted path (`colours.primary`), as the contracts' schema reports them. */
function issuesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/**
 * A section's editor (decision 208): the saved value, the owner's draft (kept in sessionStorage until it
 * is saved or discarded), the contracts' schema checking it before it is sent, and the save.
 */
export function useSettingsEditor<Name extends TSettingsSectionName>(name: Name) {
  type TValue = TSettingsValues[Name];
  const saved = useQuery(settingsSectionQuery(name));
  const save = useSaveSettings(name);
  const key = draftKey(name);
  const [draft, setDraftState] = useState<TValue | null>(() => readDraft<TValue>(key));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [isJustSaved, setIsJustSaved] = useState(false);

  const value: TValue | undefined = draft ?? saved.data;
  const isDirty =
    draft !== null && saved.data !== undefined && JSON.stringify(draft) !== JSON.stringify(saved.data);

  const setDraft = (next: TValue) => {
    setDraftState(next);
    writeDraft(key, next);
    setIsJustSaved(false);
  };
  const discard = () => {
    setDraftState(null);
    writeDraft(key, null);
    setErrors({});
    save.reset();
  };
  const submit = () => {
    if (value === undefined) return;
    const parsed = SETTINGS_SCHEMAS[name].safeParse(value);
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data as TValue, {
      onSuccess: () => {
        setDraftState(null);
        writeDraft(key, null);
        setIsJustSaved(true);
      },
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };

  return { saved, value, setDraft, isDirty, errors, submit, discard, save, isJustSaved };
}

export type TSettingsEditor<Name extends TSettingsSectionName> = ReturnType<typeof useSettingsEditor<Name>>;
