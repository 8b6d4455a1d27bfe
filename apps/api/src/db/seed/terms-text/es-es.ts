import type { TermsHotel, TermsTexts } from './types.ts';

export function termsInSpanish(hotel: TermsHotel): TermsTexts {
  return {
    use: {
      title: 'Términos de uso',
      html: `<h2>Términos de uso del pre-check-in en línea</h2>
<p>Estos términos regulan el uso del portal de pre-check-in de <strong>${hotel.name}</strong>. Al completar la Ficha Nacional de Registro de Huéspedes (FNRH) de Brasil en este portal, usted declara que la información proporcionada es verdadera y que está autorizado a facilitar los datos de sus acompañantes y de los menores a su cargo.</p>
<p>El pre-check-in no sustituye la presentación de un documento original con foto en la recepción. Los menores de 18 años deben presentar documento de identidad o certificado de nacimiento; los menores de 16 años no pueden alojarse sin sus padres o responsables legales, según el Estatuto del Niño y del Adolescente de Brasil (Ley 8.069/1990).</p>
<p>El acceso a una reserva está protegido por un código de verificación enviado a su correo electrónico o teléfono móvil. No comparta este código. El hotel puede bloquear temporalmente el acceso tras varios intentos fallidos.</p>
<p>El hotel puede modificar estos términos en cualquier momento; la versión vigente está siempre disponible en este portal. Puede enviar sus dudas a <a href="mailto:${hotel.email}">${hotel.email}</a>.</p>`,
    },
    privacy: {
      title: 'Política de privacidad',
      html: `<h2>Política de privacidad</h2>
<p><strong>${hotel.name}</strong>, con domicilio en ${hotel.fullAddress}, es el responsable del tratamiento de los datos personales de este portal, conforme a la Ley General de Protección de Datos de Brasil (LGPD, Ley 13.709/2018).</p>
<p><strong>Qué datos tratamos y para qué.</strong> Recogemos nombre, fecha de nacimiento, documentos, nacionalidad, contactos, dirección y datos del viaje para cumplir la obligación legal de registro de huéspedes (Ley 11.771/2008 y Ordenanza del Ministerio de Turismo 177/2011) y para ejecutar el contrato de alojamiento. La foto del rostro y la biometría facial se tratan solo con su consentimiento expreso, que puede retirar en cualquier momento.</p>
<p><strong>Comunicación de datos.</strong> Los datos de la FNRH se envían al Ministerio de Turismo de Brasil, como exige la ley. Los proveedores de servicios (alojamiento de sistemas, envío de correos y SMS, procesamiento de pagos) tratan los datos solo en nuestro nombre y bajo contrato. No vendemos datos personales.</p>
<p><strong>Conservación y seguridad.</strong> Conservamos los datos durante el plazo exigido por la ley y los protegemos con cifrado en tránsito, control de acceso y registros de auditoría.</p>
<p><strong>Sus derechos.</strong> Puede solicitar confirmación, acceso, rectificación, anonimización, portabilidad o supresión de sus datos e información sobre su comunicación, escribiendo a <a href="mailto:${hotel.email}">${hotel.email}</a>. También puede presentar una reclamación ante la Autoridad Nacional de Protección de Datos de Brasil (ANPD).</p>`,
    },
  };
}
