import { DocumentTypeId } from '@hospedar/contracts/constants';
import type { TCompanyParameters, TOption } from '@hospedar/contracts/tenant/company-config';

const option = (id: string, pt: string, en: string, es: string): TOption => ({
  id,
  label: { 'pt-BR': pt, 'en-US': en, 'es-ES': es },
});

/** Means of transport of the FNRH trip data. */
export const TRANSPORT_TYPES: TOption[] = [
  option('car', 'Automóvel', 'Car', 'Automóvil'),
  option('plane', 'Avião', 'Plane', 'Avión'),
  option('bus', 'Ônibus', 'Bus', 'Autobús'),
  option('motorcycle', 'Moto', 'Motorcycle', 'Motocicleta'),
  option('ship', 'Navio ou barco', 'Ship or boat', 'Barco'),
  option('train', 'Trem', 'Train', 'Tren'),
  option('other', 'Outro', 'Other', 'Otro'),
];

/** Reasons for travel of the FNRH. */
export const PURPOSES: TOption[] = [
  option('leisure', 'Lazer ou férias', 'Leisure or holidays', 'Ocio o vacaciones'),
  option('business', 'Negócios', 'Business', 'Negocios'),
  option('convention', 'Congresso ou feira', 'Convention or fair', 'Congreso o feria'),
  option('relatives', 'Parentes ou amigos', 'Relatives or friends', 'Familiares o amigos'),
  option('studies', 'Estudos ou cursos', 'Studies or courses', 'Estudios o cursos'),
  option('religion', 'Religião', 'Religion', 'Religión'),
  option('health', 'Saúde', 'Health', 'Salud'),
  option('shopping', 'Compras', 'Shopping', 'Compras'),
  option('other', 'Outro', 'Other', 'Otro'),
];

export const JOBS: TOption[] = [
  option('architect', 'Arquiteto(a)', 'Architect', 'Arquitecto(a)'),
  option('lawyer', 'Advogado(a)', 'Lawyer', 'Abogado(a)'),
  option('nurse', 'Enfermeiro(a)', 'Nurse', 'Enfermero(a)'),
  option('engineer', 'Engenheiro(a)', 'Engineer', 'Ingeniero(a)'),
  option('student', 'Estudante', 'Student', 'Estudiante'),
  option('retired', 'Aposentado(a)', 'Retired', 'Jubilado(a)'),
  option('doctor', 'Médico(a)', 'Physician', 'Médico(a)'),
  option('teacher', 'Professor(a)', 'Teacher', 'Profesor(a)'),
  option('salesperson', 'Vendedor(a)', 'Salesperson', 'Vendedor(a)'),
  option('developer', 'Desenvolvedor(a) de software', 'Software developer', 'Desarrollador(a) de software'),
  option('entrepreneur', 'Empresário(a)', 'Business owner', 'Empresario(a)'),
  option('other', 'Outra', 'Other', 'Otra'),
];

export const COUNTRIES = ['BR', 'AR', 'UY', 'PY', 'CL', 'US', 'PT', 'ES', 'FR', 'DE', 'IT', 'GB'];

/** Which documents each kind of guest may give: Brazilians, foreigners and minors. */
export const DOCUMENT_TYPES: TCompanyParameters['documentTypes'] = {
  main: {
    default: [DocumentTypeId.CPF],
    foreign: [DocumentTypeId.PASSPORT, DocumentTypeId.DNI, DocumentTypeId.RUT, DocumentTypeId.CIE],
    minor: [DocumentTypeId.CPF, DocumentTypeId.BIRTH_CERTIFICATE],
  },
  additional: {
    default: [DocumentTypeId.ID],
    foreign: [DocumentTypeId.CIE],
    minor: [DocumentTypeId.BIRTH_CERTIFICATE, DocumentTypeId.ID],
  },
};
