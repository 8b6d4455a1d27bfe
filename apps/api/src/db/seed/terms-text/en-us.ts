import type { TermsHotel, TermsTexts } from './types.ts';

export function termsInEnglish(hotel: TermsHotel): TermsTexts {
  return {
    use: {
      title: 'Terms of use',
      html: `<h2>Terms of use of the online pre-check-in</h2>
<p>These terms govern the use of the pre-check-in portal of <strong>${hotel.name}</strong>. By filling in the Brazilian National Guest Registration Form (FNRH) through this portal, you declare that the information given is true and that you are authorized to provide the data of your companions and of the minors in your care.</p>
<p>The pre-check-in does not replace showing an original photo document at the front desk. Guests under 18 must show an identity document or birth certificate; children under 16 may not stay without their parents or legal guardians, as required by the Brazilian Child and Adolescent Statute (Law 8,069/1990).</p>
<p>Access to a reservation is protected by a verification code sent to your e-mail or mobile phone. Do not share this code. The hotel may temporarily block access after repeated unsuccessful attempts.</p>
<p>The hotel may change these terms at any time; the current version is always available in this portal. Questions can be sent to <a href="mailto:${hotel.email}">${hotel.email}</a>.</p>`,
    },
    privacy: {
      title: 'Privacy policy',
      html: `<h2>Privacy policy</h2>
<p><strong>${hotel.name}</strong>, located at ${hotel.fullAddress}, is the controller of the personal data processed in this portal, under the Brazilian General Data Protection Law (LGPD, Law 13,709/2018).</p>
<p><strong>What data we process and why.</strong> We collect your name, date of birth, documents, nationality, contacts, address and trip data to meet the legal obligation of guest registration (Law 11,771/2008 and Ministry of Tourism Ordinance 177/2011) and to perform the accommodation contract. Face photos and facial biometrics are processed only with your express consent, which you may withdraw at any time.</p>
<p><strong>Sharing.</strong> FNRH data is sent to the Brazilian Ministry of Tourism, as the law requires. Service providers (system hosting, e-mail and SMS delivery, payment processing) process data only on our behalf and under contract. We do not sell personal data.</p>
<p><strong>Retention and security.</strong> We keep the data for the period required by law and protect it with encryption in transit, access control and audit logs.</p>
<p><strong>Your rights.</strong> You may request confirmation, access, correction, anonymization, portability or deletion of your data, and information about sharing, by writing to <a href="mailto:${hotel.email}">${hotel.email}</a>. You may also file a complaint with the Brazilian Data Protection Authority (ANPD).</p>`,
    },
  };
}
