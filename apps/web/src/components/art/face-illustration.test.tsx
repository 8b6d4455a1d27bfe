import i18next from 'i18next';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import documents from '../../locales/en-US/documents.json';
import esDocuments from '../../locales/es-ES/documents.json';
import ptDocuments from '../../locales/pt-BR/documents.json';
import { initTestI18n } from '../../test/render.tsx';
import { FaceIllustration } from './face-illustration.tsx';

function TitledFace() {
  const { t } = useTranslation('documents');
  return <FaceIllustration title={t('art.face')} width={120} />;
}

describe('FaceIllustration', () => {
  it('is an image named by its translated title when given one (for the face capture screen)', async () => {
    await initTestI18n();
    if (!i18next.hasResourceBundle('en-US', 'documents')) {
      i18next.addResourceBundle('en-US', 'documents', documents);
    }
    render(<TitledFace />);
    const image = screen.getByRole('img', { name: 'A face framed for facial recognition' });
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '80');
    expect(image).not.toHaveAttribute('aria-hidden');
  });

  it('is decorative, hidden from screen readers, without a title; 200 px wide by default', () => {
    const { container } = render(<FaceIllustration />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '200');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(svg?.querySelector('title')).toBeNull();
  });

  it('has its title in the three languages', () => {
    expect(ptDocuments.art.face).toMatch(/reconhecimento facial/);
    expect(esDocuments.art.face).toMatch(/reconocimiento facial/);
  });
});
