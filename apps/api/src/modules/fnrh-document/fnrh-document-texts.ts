import type { TDocumentTypeId, TGender, TLanguage } from '@hospedar/contracts/constants';

/**
 * Every text of the FNRH document (the PDF of one guest's registration), in one language, as the
 * e-mails' texts are. The field names are the portal's confirmation screen's (guest-flow.json,
 * confirmation.fields), so the hotel reads what the guest confirmed under the same names.
 */
export type FnrhDocumentTexts = {
  title: string;
  subtitle: string;
  fnrhNumber: string;
  notCompleted: string;
  groups: {
    stay: string;
    personal: string;
    document: string;
    contact: string;
    address: string;
    trip: string;
    extra: string;
    consent: string;
    photos: string;
    signature: string;
  };
  fields: {
    reservationNumber: string;
    checkin: string;
    checkout: string;
    name: string;
    lastName: string;
    socialName: string;
    birthdate: string;
    gender: string;
    nationality: string;
    profession: string;
    guestType: string;
    documentType: string;
    documentNumber: string;
    email: string;
    mobilePhone: string;
    homePhone: string;
    zipCode: string;
    address: string;
    addressNumber: string;
    addressComplement: string;
    neighborhood: string;
    city: string;
    state: string;
    country: string;
    origin: string;
    destination: string;
    transport: string;
    reason: string;
    messagingApp: string;
    emailOffers: string;
    terms: string;
    biometrics: string;
  };
  mainGuest: string;
  companion: string;
  minor: string;
  yes: string;
  no: string;
  genders: Record<TGender, string>;
  documentTypes: Record<TDocumentTypeId, string>;
  acceptedOn: (date: string) => string;
  accepted: string;
  notAccepted: string;
  photoFront: string;
  photoBack: string;
  noSignature: string;
  signatureNote: (name: string) => string;
  generatedAt: (dateTime: string) => string;
  page: (current: number, total: number) => string;
};

export const FNRH_DOCUMENT_TEXTS: Record<TLanguage, FnrhDocumentTexts> = {
  'pt-BR': {
    title: 'Ficha Nacional de Registro de Hóspedes',
    subtitle: 'FNRH preenchida pelo hóspede no pré-check-in',
    fnrhNumber: 'Nº da FNRH',
    notCompleted: 'Não finalizada',
    groups: {
      stay: 'Hospedagem',
      personal: 'Dados pessoais',
      document: 'Documento',
      contact: 'Contato',
      address: 'Endereço',
      trip: 'Dados da viagem',
      extra: 'Perguntas do hotel',
      consent: 'Preferências e consentimento',
      photos: 'Fotos do documento',
      signature: 'Assinatura',
    },
    fields: {
      reservationNumber: 'Reserva',
      checkin: 'Check-in',
      checkout: 'Check-out',
      name: 'Nome',
      lastName: 'Sobrenome',
      socialName: 'Nome social',
      birthdate: 'Data de nascimento',
      gender: 'Gênero',
      nationality: 'Nacionalidade',
      profession: 'Profissão',
      guestType: 'Hóspede',
      documentType: 'Tipo de documento',
      documentNumber: 'Número do documento',
      email: 'E-mail',
      mobilePhone: 'Celular',
      homePhone: 'Telefone',
      zipCode: 'CEP',
      address: 'Endereço',
      addressNumber: 'Número',
      addressComplement: 'Complemento',
      neighborhood: 'Bairro',
      city: 'Cidade',
      state: 'Estado',
      country: 'País de residência',
      origin: 'Procedência',
      destination: 'Próximo destino',
      transport: 'Meio de transporte',
      reason: 'Motivo da viagem',
      messagingApp: 'Mensagens por aplicativo de mensagens',
      emailOffers: 'Novidades e ofertas por e-mail',
      terms: 'Termos de uso e política de privacidade',
      biometrics: 'Biometria facial',
    },
    mainGuest: 'Hóspede principal',
    companion: 'Acompanhante',
    minor: 'Menor de idade',
    yes: 'Sim',
    no: 'Não',
    genders: {
      male: 'Masculino',
      female: 'Feminino',
      others: 'Outros',
      not_informed: 'Prefiro não informar',
    },
    documentTypes: {
      0: 'Certidão de nascimento',
      1: 'CPF',
      2: 'CIE (cédula de identidade de estrangeiro)',
      3: 'RG',
      4: 'Passaporte',
      5: 'RUT',
      6: 'DNI',
    },
    acceptedOn: (date) => `Aceitos em ${date}`,
    accepted: 'Aceitos',
    notAccepted: 'Não aceitos',
    photoFront: 'Frente do documento',
    photoBack: 'Verso do documento',
    noSignature: 'Sem assinatura',
    signatureNote: (name) => `Assinatura de ${name}`,
    generatedAt: (dateTime) => `Documento gerado em ${dateTime}`,
    page: (current, total) => `Página ${current} de ${total}`,
  },
  'en-US': {
    title: 'National Guest Registration Form',
    subtitle: 'FNRH filled in by the guest at pre-check-in',
    fnrhNumber: 'FNRH no.',
    notCompleted: 'Not finalized',
    groups: {
      stay: 'Stay',
      personal: 'Personal data',
      document: 'Document',
      contact: 'Contact',
      address: 'Address',
      trip: 'Trip data',
      extra: 'Questions from the hotel',
      consent: 'Preferences and consent',
      photos: 'Document photos',
      signature: 'Signature',
    },
    fields: {
      reservationNumber: 'Reservation',
      checkin: 'Check-in',
      checkout: 'Check-out',
      name: 'Name',
      lastName: 'Last name',
      socialName: 'Preferred name',
      birthdate: 'Date of birth',
      gender: 'Gender',
      nationality: 'Nationality',
      profession: 'Profession',
      guestType: 'Guest',
      documentType: 'Document type',
      documentNumber: 'Document number',
      email: 'Email',
      mobilePhone: 'Mobile phone',
      homePhone: 'Phone',
      zipCode: 'ZIP code',
      address: 'Address',
      addressNumber: 'Number',
      addressComplement: 'Apt., suite, etc.',
      neighborhood: 'Neighborhood',
      city: 'City',
      state: 'State',
      country: 'Country of residence',
      origin: 'Arriving from',
      destination: 'Next destination',
      transport: 'Mode of transportation',
      reason: 'Reason for travel',
      messagingApp: 'Messages by messaging app',
      emailOffers: 'News and offers by email',
      terms: 'Terms of use and privacy policy',
      biometrics: 'Facial biometrics',
    },
    mainGuest: 'Main guest',
    companion: 'Companion',
    minor: 'Minor',
    yes: 'Yes',
    no: 'No',
    genders: {
      male: 'Male',
      female: 'Female',
      others: 'Other',
      not_informed: 'Prefer not to say',
    },
    documentTypes: {
      0: 'Birth certificate',
      1: 'CPF',
      2: 'Foreign national ID (CIE)',
      3: 'Brazilian ID card (RG)',
      4: 'Passport',
      5: 'RUT',
      6: 'DNI',
    },
    acceptedOn: (date) => `Accepted on ${date}`,
    accepted: 'Accepted',
    notAccepted: 'Not accepted',
    photoFront: 'Front of the document',
    photoBack: 'Back of the document',
    noSignature: 'Not signed',
    signatureNote: (name) => `Signature of ${name}`,
    generatedAt: (dateTime) => `Document generated on ${dateTime}`,
    page: (current, total) => `Page ${current} of ${total}`,
  },
  'es-ES': {
    title: 'Ficha Nacional de Registro de Huéspedes',
    subtitle: 'FNRH completada por el huésped en el pre-check-in',
    fnrhNumber: 'N.º de la FNRH',
    notCompleted: 'No finalizada',
    groups: {
      stay: 'Estancia',
      personal: 'Datos personales',
      document: 'Documento',
      contact: 'Contacto',
      address: 'Dirección',
      trip: 'Datos del viaje',
      extra: 'Preguntas del hotel',
      consent: 'Preferencias y consentimiento',
      photos: 'Fotos del documento',
      signature: 'Firma',
    },
    fields: {
      reservationNumber: 'Reserva',
      checkin: 'Check-in',
      checkout: 'Check-out',
      name: 'Nombre',
      lastName: 'Apellido',
      socialName: 'Nombre social',
      birthdate: 'Fecha de nacimiento',
      gender: 'Género',
      nationality: 'Nacionalidad',
      profession: 'Profesión',
      guestType: 'Huésped',
      documentType: 'Tipo de documento',
      documentNumber: 'Número de documento',
      email: 'Correo electrónico',
      mobilePhone: 'Teléfono móvil',
      homePhone: 'Teléfono',
      zipCode: 'Código postal',
      address: 'Dirección',
      addressNumber: 'Número',
      addressComplement: 'Piso, puerta, etc.',
      neighborhood: 'Barrio',
      city: 'Ciudad',
      state: 'Estado',
      country: 'País de residencia',
      origin: 'Procedencia',
      destination: 'Próximo destino',
      transport: 'Medio de transporte',
      reason: 'Motivo del viaje',
      messagingApp: 'Mensajes por aplicación de mensajería',
      emailOffers: 'Novedades y ofertas por correo electrónico',
      terms: 'Términos de uso y política de privacidad',
      biometrics: 'Biometría facial',
    },
    mainGuest: 'Huésped principal',
    companion: 'Acompañante',
    minor: 'Menor de edad',
    yes: 'Sí',
    no: 'No',
    genders: {
      male: 'Masculino',
      female: 'Femenino',
      others: 'Otro',
      not_informed: 'Prefiero no decirlo',
    },
    documentTypes: {
      0: 'Certificado de nacimiento',
      1: 'CPF',
      2: 'Documento de identidad de extranjero (CIE)',
      3: 'Documento de identidad brasileño (RG)',
      4: 'Pasaporte',
      5: 'RUT',
      6: 'DNI',
    },
    acceptedOn: (date) => `Aceptados el ${date}`,
    accepted: 'Aceptados',
    notAccepted: 'No aceptados',
    photoFront: 'Anverso del documento',
    photoBack: 'Reverso del documento',
    noSignature: 'Sin firma',
    signatureNote: (name) => `Firma de ${name}`,
    generatedAt: (dateTime) => `Documento generado el ${dateTime}`,
    page: (current, total) => `Página ${current} de ${total}`,
  },
};
