import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, ChildIcon } from '../guest-icons.tsx';
import { GuestDialog } from '../../../components/guest-dialog.tsx';
import { topicColour } from './topic-colours.ts';

const TOPICS = ['documents', 'authorization', 'unaccompanied'] as const;

/**
 * The has-children alert (spec section 2) with the minors' legal notice of section 1: three topics to
 * expand, each in its colour of the 8-colour rotation (topic-colours.ts), two complementary paragraphs
 * and 'I understand'.
 */
export function HasChildrenDialog({ onAccept, onClose }: { onAccept: () => void; onClose: () => void }) {
  const { t } = useTranslation('guests');
  const id = useId();
  return (
    <GuestDialog
      onClose={onClose}
      width={487}
      icon={<ChildIcon />}
      title={t('hasChildren.title')}
      description={t('hasChildren.description')}
      actions={
        <Button variant="contained" fullWidth onClick={onAccept}>
          {t('hasChildren.accept')}
        </Button>
      }
    >
      <div className="has-children__topics">
        {TOPICS.map((topic, index) => (
          <Accordion
            key={topic}
            disableGutters
            elevation={0}
            className="has-children__topic"
            style={{ ['--topic-colour' as string]: topicColour(index) }}
          >
            <AccordionSummary
              expandIcon={<ChevronDownIcon />}
              id={`${id}-${topic}-summary`}
              aria-controls={`${id}-${topic}-details`}
            >
              <span className="has-children__number" aria-hidden="true">
                {index + 1}
              </span>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t(`hasChildren.topics.${topic}.title`)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`hasChildren.topics.${topic}.text`)}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
      <p className="has-children__paragraph">{t('hasChildren.paragraphs.first')}</p>
      <p className="has-children__paragraph">{t('hasChildren.paragraphs.second')}</p>
    </GuestDialog>
  );
}
