import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@hospedar/contracts/constants';
import { PIN_MESSAGE_TEXTS } from './pin-message-texts.ts';
import { renderPinEmail, renderPinSms } from './pin-message.ts';

const input = {
  hotelName: 'Pousada <Sol> & "Mar"',
  logoUrl: 'http://localhost:3000/brand/x.svg?a=1&b="2"',
  primaryColor: '#c2410c',
  code: '04321',
  link: 'http://localhost:3000/welcome/validate/pin/abc_DEF-123',
  minutes: 10,
  to: 'ana@example.com',
};

describe('PIN message texts', () => {
  it('has every text in every language, none empty, and never the code in the subject', () => {
    const keys = Object.keys(PIN_MESSAGE_TEXTS['en-US']).sort();
    for (const language of LANGUAGES) {
      const texts = PIN_MESSAGE_TEXTS[language];
      expect(Object.keys(texts).sort(), language).toEqual(keys);
      for (const [key, value] of Object.entries(texts)) {
        const rendered =
          typeof value === 'function'
            ? value({ hotel: 'H', code: '04321', minutes: 10, link: 'L' } as never)
            : value;
        expect(String(rendered).trim(), `${language}.${key}`).not.toBe('');
      }
      const email = renderPinEmail({ ...input, language });
      expect(email.subject).not.toContain(input.code);
      expect(email.text).toContain(input.code);
      expect(email.text).toContain('10');
      expect(renderPinSms({ ...input, language }).text).toContain(input.code);
    }
  });

  it('escapes every value it puts in the HTML', () => {
    const { html } = renderPinEmail({ ...input, language: 'pt-BR' });
    expect(html).not.toContain('<Sol>');
    expect(html).toContain('Pousada &lt;Sol&gt; &amp; &quot;Mar&quot;');
    expect(html).toContain('src="http://localhost:3000/brand/x.svg?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain(`href="${input.link}"`);
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('#c2410c');
  });
});
