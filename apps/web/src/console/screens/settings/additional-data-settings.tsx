import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TAdditionalDataSettings } from '@hospedar/contracts/console/settings-additional-data';
import { settingsSectionQuery } from '../../api/settings-api.ts';
import { ExtraFieldEditor } from './extra-field-editor.tsx';
import { blankField, moved, type TExtraField } from './extra-fields-model.ts';
import { SettingsForm } from './settings-form.tsx';
import { SettingsSwitch } from './settings-switch.tsx';
import { useSettingsEditor } from './use-settings-editor.ts';

const TRIP = ['origin', 'destination', 'transportType', 'travelReason'] as const;
/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The additional-data step (decision 231): the trip data asked and the hotel's own questions, added,
 * edited, reordered and removed; a saved question's key cannot change, since answers are kept by it.
 */
export function AdditionalDataSettings() {
  const { t } = useTranslation('console', { keyPrefix: 'settings.sections.additional-data' });
  const editor = useSettingsEditor('additional-data');
  const steps = useQuery(settingsSectionQuery('steps'));
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  // Questions added here (and their edits): their key is still free to write.
  const fresh = useRef(new WeakSet<TExtraField>());
  const value = editor.value;
  const savedKeys = new Set(editor.saved.data?.extraFields.map((field) => field.key) ?? []);

  useEffect(() => {
    if (focusIndex === null) return;
    document.getElementById(`extra-field-${focusIndex}-key`)?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  if (!value)
    return (
      <SettingsForm editor={editor} name="additional-data">
        {null}
      </SettingsForm>
    );
  const set = (next: Partial<TAdditionalDataSettings>) => editor.setDraft({ ...value, ...next });
  const setFields = (extraFields: TExtraField[]) => set({ extraFields });
  const fields = value.extraFields;

  return (
    <SettingsForm editor={editor} name="additional-data">
      {steps.data && !steps.data.additionalData && (
        <Alert severity="warning">
          {t('stepOff')}{' '}
          <Link component={RouterLink} to="/console/settings/steps">
            {t('stepOffLink')}
          </Link>
        </Alert>
      )}
      <section aria-labelledby="additional-trip-title">
        <Typography variant="h3" id="additional-trip-title" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('tripTitle')}
        </Typography>
        <Stack spacing={1}>
          {TRIP.map((name) => (
            <SettingsSwitch
              key={name}
              id={`additional-${name}`}
              label={t(name)}
              checked={value[name]}
              onChange={(checked) => set({ [name]: checked })}
            />
          ))}
        </Stack>
      </section>
      <section aria-labelledby="additional-fields-title">
        <Typography variant="h3" id="additional-fields-title" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('fieldsTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('fieldsIntro')}
        </Typography>
        <Stack spacing={2}>
          {fields.length === 0 && <Typography>{t('none')}</Typography>}
          {fields.map((field, index) => (
            <ExtraFieldEditor
              // The index is the question's place; a removed question's inputs must not move to another.
              key={`${index}-${fields.length}`}
              field={field}
              index={index}
              count={fields.length}
              others={fields.filter((_, at) => at !== index)}
              isKeyLocked={!fresh.current.has(field) && savedKeys.has(field.key)}
              errors={editor.errors}
              onChange={(next) => {
                if (fresh.current.has(field)) fresh.current.add(next);
                setFields(fields.map((old, at) => (at === index ? next : old)));
              }}
              onMove={(by) => {
                setFields(moved(fields, index, by));
                setFocusIndex(null);
              }}
              onRemove={() => {
                setFields(fields.filter((_, at) => at !== index));
                setAnnouncement(t('removed'));
                addButton.current?.focus();
              }}
            />
          ))}
        </Stack>
        <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN}>
          {announcement}
        </Box>
        <Button
          ref={addButton}
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => {
            const added = blankField();
            fresh.current.add(added);
            setFields([...fields, added]);
            setAnnouncement('');
            setFocusIndex(fields.length);
          }}
        >
          {t('add')}
        </Button>
      </section>
    </SettingsForm>
  );
}
