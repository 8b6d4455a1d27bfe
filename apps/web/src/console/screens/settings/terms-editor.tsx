import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@hospedar/contracts/constants';
import {
  ZTermsPublication,
  type TTermsPublication,
  type TTermsSettings,
  type TTermsText,
} from '@hospedar/contracts/console/settings-terms';
import { safeTermsHtml } from '../../../features/terms/model/safe-terms-html.ts';
import { usePublishTerms } from '../../api/settings-api.ts';
import { apiFieldErrors, type TFieldErrors } from '../../form-issues.ts';
import { useConsoleErrorText, useFieldText } from '../../use-console-error.ts';

type TDocument = TTermsSettings['documents'][number];
type TDraft = Record<TLanguage, TTermsText>;

const draftOf = (document: TDocument): TDraft =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, document.texts[language] ?? { title: '', html: '' }]),
  ) as TDraft;

/** What is sent: Portuguese always, another language once anything of it is written. */
function publicationOf(type: TDocument['type'], draft: TDraft): TTermsPublication {
  const texts: Partial<TDraft> = {};
  for (const language of LANGUAGES) {
    const text = draft[language];
    if (language === 'pt-BR' || text.title.trim() || text.html.trim()) texts[language] = text;
  }
  return { type, texts: texts as TTermsPublication['texts'] };
}

/** The typing survives a reload, per hotel host and text, until it is published or discarded (decision 208). */
const storageKey = (type: number) => `hospedar.console.settings.${window.location.host}.terms.${type}`;

function storedDraft(type: number): TDraft | null {
  try {
    const stored = window.sessionStorage.getItem(storageKey(type));
    return stored ? (JSON.parse(stored) as TDraft) : null;
  } catch {
    return null;
  }
}

function storeDraft(type: number, draft: TDraft | null): void {
  try {
    if (draft === null) window.sessionStorage.removeItem(storageKey(type));
    else window.sessionStorage.setItem(storageKey(type), JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the draft lives in memory only.
  }
}

function issuesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/**
 * One text (terms of use or privacy policy) in each language, edited as the limited HTML the portal
 * shows, previewed as guests see it, published as a new version (decision 232).
 */
export function TermsEditor({ document }: { document: TDocument }) {
  const { t } = useTranslation('console', { keyPrefix: 'settings.sections.terms' });
  const { t: tc } = useTranslation('console');
  const fieldText = useFieldText();
  const errorText = useConsoleErrorText();
  const publish = usePublishTerms();
  const [draft, setDraftState] = useState<TDraft>(() => ({
    ...draftOf(document),
    ...storedDraft(document.type),
  }));
  const setDraft = (next: TDraft, isKept = true) => {
    setDraftState(next);
    storeDraft(document.type, isKept ? next : null);
  };
  const [language, setLanguage] = useState<TLanguage>('pt-BR');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [result, setResult] = useState<{ version: string; isNew: boolean } | null>(null);
  const saved = useMemo(() => draftOf(document), [document]);
  const isDirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const text = draft[language];
  const preview = useMemo(() => safeTermsHtml(text.html), [text.html]);
  const prefix = `terms-${document.type}`;
  const errorAt = (field: 'title' | 'html') =>
    fieldText(
      errors[`texts.${language}.${field}`] ?? (field === 'title' ? errors[`texts.${language}`] : undefined),
    );

  const change = (field: keyof TTermsText, value: string) => {
    setDraft({ ...draft, [language]: { ...text, [field]: value } });
    setResult(null);
  };
  const showFirstError = (found: TFieldErrors) => {
    setErrors(found);
    const first = LANGUAGES.find((candidate) =>
      Object.keys(found).some((key) => key.startsWith(`texts.${candidate}`)),
    );
    if (first) setLanguage(first);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZTermsPublication.safeParse(publicationOf(document.type, draft));
    if (!parsed.success) {
      showFirstError(issuesOf(parsed.error.issues));
      return;
    }
    setErrors({});
    const before = document.currentVersion;
    publish.mutate(parsed.data, {
      onSuccess: (answer) => {
        const next = answer.documents.find((entry) => entry.type === document.type);
        if (next) setDraft(draftOf(next), false);
        setResult({ version: next?.currentVersion ?? '', isNew: next?.currentVersion !== before });
      },
      onError: (error) => showFirstError(apiFieldErrors(error)),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${prefix}-tab`}>
      <Stack spacing={2}>
        <Tabs
          value={language}
          onChange={(_, next: TLanguage) => setLanguage(next)}
          aria-label={t('languagesLabel')}
          variant="scrollable"
          scrollButtons="auto"
        >
          {LANGUAGES.map((candidate) => (
            <Tab
              key={candidate}
              value={candidate}
              id={`${prefix}-lang-${candidate}`}
              aria-controls={`${prefix}-panel`}
              label={t(`languageNames.${candidate}`)}
            />
          ))}
        </Tabs>
        <Stack
          spacing={2}
          role="tabpanel"
          id={`${prefix}-panel`}
          aria-labelledby={`${prefix}-lang-${language}`}
        >
          {language !== 'pt-BR' && <Typography color="text.secondary">{t('optionalLanguage')}</Typography>}
          <TextField
            id={`${prefix}-title`}
            label={t('titleField')}
            value={text.title}
            required={language === 'pt-BR'}
            lang={language}
            onChange={(event) => change('title', event.target.value)}
            error={Boolean(errorAt('title'))}
            helperText={errorAt('title')}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <TextField
              id={`${prefix}-html`}
              label={t('body')}
              value={text.html}
              required={language === 'pt-BR'}
              lang={language}
              multiline
              minRows={12}
              maxRows={30}
              onChange={(event) => change('html', event.target.value)}
              error={Boolean(errorAt('html'))}
              helperText={errorAt('html') ?? t('bodyHelp')}
              slotProps={{
                htmlInput: { spellCheck: true, style: { fontFamily: 'monospace', fontSize: 14 } },
              }}
            />
            <Paper variant="outlined" component="section" aria-labelledby={`${prefix}-preview`} sx={{ p: 2 }}>
              <Typography variant="overline" component="h4" id={`${prefix}-preview`}>
                {t('preview')}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} lang={language}>
                {text.title}
              </Typography>
              {preview ? (
                <Box
                  lang={language}
                  sx={{ '& h2, & h3': { fontSize: '1.1rem' } }}
                  dangerouslySetInnerHTML={{ __html: preview }}
                />
              ) : (
                <Typography color="text.secondary">{t('previewEmpty')}</Typography>
              )}
            </Paper>
          </Box>
        </Stack>
        <Alert severity="info" variant="outlined">
          {t('allLanguages')} {t('reaccept')}
        </Alert>
        <div role="status" aria-live="polite">
          {result && (
            <Alert severity={result.isNew ? 'success' : 'info'}>
              {result.isNew ? t('published', { version: result.version }) : t('unchanged')}
            </Alert>
          )}
          {isDirty && !publish.isPending && (
            <Typography color="text.secondary">{tc('settings.unsaved')}</Typography>
          )}
        </div>
        {Object.keys(errors).length > 0 && <Alert severity="error">{tc('settings.fixErrors')}</Alert>}
        {publish.isError && Object.keys(errors).length === 0 && (
          <Alert severity="error">{errorText(publish.error)}</Alert>
        )}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={!isDirty || publish.isPending}>
            {publish.isPending ? t('publishing') : t('publish')}
          </Button>
          <Button
            type="button"
            disabled={!isDirty || publish.isPending}
            onClick={() => {
              setDraft(saved, false);
              setErrors({});
              publish.reset();
            }}
          >
            {t('discard')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
