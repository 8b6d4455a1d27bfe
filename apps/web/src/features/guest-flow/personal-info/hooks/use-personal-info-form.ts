import { useCallback, useMemo, useState } from 'react';
import { afterTap } from '../../../../lib/after-tap.ts';
import { FIELD_OF_VALUE } from '../model/fields.ts';
import type { TFieldErrors, TFieldKey } from '../model/fields.ts';
import { validatePersonalInfo } from '../model/validate.ts';
import type { TValidationContext } from '../model/validate.ts';
import type { TPersonalInfoValues, TValueName } from '../model/values.ts';

type TFormState = {
  values: TPersonalInfoValues;
  touched: ReadonlySet<TFieldKey>;
  isSubmitted: boolean;
  /** Messages the API answered, shown until the field changes. */
  serverErrors: TFieldErrors;
  /** The guest changed something since the form was loaded (what a draft keeps). */
  isDirty: boolean;
};

function withoutFields(errors: TFieldErrors, fields: Iterable<TFieldKey | null>): TFieldErrors {
  const gone = new Set(fields);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !gone.has(field as TFieldKey)));
}

/**
 * The form's state (a small hand-made one): values, which fields were left (blur), whether a submit was
 * tried, and the API's messages. The rules are the contracts' (validatePersonalInfo); a field shows its
 * message once left or after a submit, and the API's until it changes.
 */
export function usePersonalInfoForm(
  initial: TPersonalInfoValues,
  context: TValidationContext,
  { isDirty = false }: { isDirty?: boolean } = {},
) {
  const [state, setState] = useState<TFormState>(() => ({
    values: initial,
    touched: new Set(),
    isSubmitted: false,
    serverErrors: {},
    isDirty,
  }));

  // The rules run once a message may show (a field left, a submit tried), not on the form's first
  // render: their first run compiles the contracts' zod schemas, a long task while the page loads
  // (decision 281). Nothing shows before either, so the messages are the same.
  const mayShowErrors = state.isSubmitted || state.touched.size > 0;
  const allErrors = useMemo(
    () => (mayShowErrors ? validatePersonalInfo(state.values, context) : null),
    [mayShowErrors, state.values, context],
  );

  const errors = useMemo<TFieldErrors>(() => {
    const visible: TFieldErrors = {};
    for (const [field, message] of Object.entries(allErrors ?? {}) as [
      TFieldKey,
      TFieldErrors[TFieldKey],
    ][]) {
      if (state.isSubmitted || state.touched.has(field)) visible[field] = message;
    }
    return { ...visible, ...state.serverErrors };
  }, [allErrors, state.isSubmitted, state.touched, state.serverErrors]);

  /** Changes values as the guest does: the form becomes dirty and the API's messages on them go. */
  const patch = useCallback((changes: Partial<TPersonalInfoValues>, { isUserEdit = true } = {}) => {
    setState((current) => ({
      ...current,
      values: { ...current.values, ...changes },
      isDirty: current.isDirty || isUserEdit,
      serverErrors: withoutFields(
        current.serverErrors,
        (Object.keys(changes) as TValueName[]).map((name) => FIELD_OF_VALUE[name]),
      ),
    }));
  }, []);

  const setValue = useCallback(
    <K extends TValueName>(name: K, value: TPersonalInfoValues[K]) =>
      patch({ [name]: value } as Partial<TPersonalInfoValues>),
    [patch],
  );

  /** Changes several values from the current ones (a zip code's address, the main guest's data). */
  const update = useCallback((change: (values: TPersonalInfoValues) => TPersonalInfoValues) => {
    setState((current) => {
      const values = change(current.values);
      const changed = (Object.keys(values) as TValueName[]).filter(
        (name) => values[name] !== current.values[name],
      );
      return {
        ...current,
        values,
        isDirty: true,
        serverErrors: withoutFields(
          current.serverErrors,
          changed.map((name) => FIELD_OF_VALUE[name]),
        ),
      };
    });
  }, []);

  /**
   * The field was left: its message may show. Left by tapping elsewhere (Next), the message waits for
   * that tap's click, so it cannot push the button from under the finger (afterTap).
   */
  const touch = useCallback((field: TFieldKey) => {
    afterTap(() =>
      setState((current) =>
        current.touched.has(field) ? current : { ...current, touched: new Set([...current.touched, field]) },
      ),
    );
  }, []);

  /** A submit: every message shows from now on; answers the messages of the values as they are. */
  const submit = useCallback((): TFieldErrors => {
    setState((current) => ({ ...current, isSubmitted: true }));
    return allErrors ?? validatePersonalInfo(state.values, context);
  }, [allErrors, state.values, context]);

  const setServerErrors = useCallback((serverErrors: TFieldErrors) => {
    setState((current) => ({ ...current, serverErrors, isSubmitted: true }));
  }, []);

  return {
    values: state.values,
    errors,
    isDirty: state.isDirty,
    isSubmitted: state.isSubmitted,
    setValue,
    patch,
    update,
    touch,
    submit,
    setServerErrors,
  };
}

export type TPersonalInfoForm = ReturnType<typeof usePersonalInfoForm>;
