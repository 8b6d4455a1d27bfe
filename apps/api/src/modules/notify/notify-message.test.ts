import { describe, expect, it } from 'vitest';
import { renderNotifyEmail, renderNotifySms, type NotifyMessageInput } from './notify-message.ts';

const input: NotifyMessageInput = {
  to: 'lia@example.com',
  language: 'es-ES',
  name: '<b>Lia</b>',
  mainGuest: 'Otávio Brandão',
  hotelName: 'Sol & Mar',
  logoUrl: 'http://localhost:3000/logo.svg',
  primaryColor: '#c2410c',
  checkinDate: '2026-12-01',
  checkoutDate: '2026-12-04',
  link: 'http://localhost:3000/r/g?x="1"',
};

describe('the companion invitation', () => {
  it('is written in the companion language, with the stay as DD/MM/YYYY and the link', () => {
    const email = renderNotifyEmail(input);
    expect(email.subject).toBe('Haga su pre-check-in — Sol & Mar');
    expect(email.text).toContain('Hola, <b>Lia</b>.');
    expect(email.text).toContain('Estancia del 01/12/2026 al 04/12/2026.');
    expect(email.text).toContain(input.link);
    expect(email.html).toContain('lang="es-ES"');
  });

  it('escapes every value in the HTML', () => {
    const { html } = renderNotifyEmail(input);
    expect(html).not.toContain('<b>Lia</b>');
    expect(html).toContain('&lt;b&gt;Lia&lt;/b&gt;');
    expect(html).toContain('Sol &amp; Mar');
    expect(html).toContain('x=&quot;1&quot;');
  });

  it('fits the SMS in one line with the link', () => {
    const sms = renderNotifySms({ ...input, language: 'pt-BR', to: '+5548991461027' });
    expect(sms).toEqual({
      to: '+5548991461027',
      text: `Sol & Mar: Otávio Brandão pediu que você faça seu pré-check-in. Acesse ${input.link}`,
    });
  });
});
