import { Box, FormHelperText, IconButton, List, ListItem, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SEARCH_TYPES, type TSearchType } from '@hospedar/contracts/constants';
import { useFieldText } from '../../use-console-error.ts';
import { SettingsForm } from './settings-form.tsx';
import { useSettingsEditor } from './use-settings-editor.ts';

/** Moves the item at `index` one place up (-1) or down (+1). */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + by, 0, item);
  return next;
}

/**
 * The ways guests find their reservation (decision 225): the offered ones first, in the order of the
 * portal's tabs (Move up, Move down), then the others; a switch offers or withdraws each.
 */
export function SearchSettings() {
  const { t } = useTranslation('console');
  const fieldText = useFieldText();
  const editor = useSettingsEditor('search');
  const value = editor.value;
  if (!value)
    return (
      <SettingsForm editor={editor} name="search">
        {null}
      </SettingsForm>
    );
  const offered = value.searchTypes;
  const rows: TSearchType[] = [...offered, ...SEARCH_TYPES.filter((type) => !offered.includes(type))];
  const set = (searchTypes: TSearchType[]) => editor.setDraft({ searchTypes });
  const error = fieldText(editor.errors.searchTypes);
  return (
    <SettingsForm editor={editor} name="search">
      <List aria-labelledby="settings-search-title" aria-describedby="search-help" disablePadding>
        {rows.map((type) => {
          const index = offered.indexOf(type);
          const isOn = index >= 0;
          const name = t(`settings.sections.search.types.${type}`);
          return (
            <ListItem
              key={type}
              divider
              data-testid={`search-type-${type}`}
              sx={{ gap: 1, px: 0, pr: 12, alignItems: 'flex-start' }}
              secondaryAction={
                isOn ? (
                  <Box sx={{ display: 'flex' }}>
                    <IconButton
                      aria-label={t('settings.sections.search.moveUp', { name })}
                      disabled={index === 0}
                      onClick={() => set(moved(offered, index, -1))}
                    >
                      <span aria-hidden>↑</span>
                    </IconButton>
                    <IconButton
                      aria-label={t('settings.sections.search.moveDown', { name })}
                      disabled={index === offered.length - 1}
                      onClick={() => set(moved(offered, index, 1))}
                    >
                      <span aria-hidden>↓</span>
                    </IconButton>
                  </Box>
                ) : undefined
              }
            >
              <Switch
                checked={isOn}
                onChange={(event) =>
                  set(event.target.checked ? [...offered, type] : offered.filter((other) => other !== type))
                }
                slotProps={{ input: { 'aria-labelledby': `search-type-${type}-name` } }}
              />
              <Box sx={{ minWidth: 0, flex: 1, pt: 0.5 }}>
                <Typography id={`search-type-${type}-name`}>{name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {isOn
                    ? t('settings.sections.search.position', { position: index + 1 })
                    : t('settings.sections.search.off')}
                </Typography>
                {type === 'facial_recognition' && (
                  <Typography variant="body2" color="text.secondary">
                    {t('settings.sections.search.faceHelp')}
                  </Typography>
                )}
              </Box>
            </ListItem>
          );
        })}
      </List>
      <FormHelperText id="search-help" error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </FormHelperText>
    </SettingsForm>
  );
}
