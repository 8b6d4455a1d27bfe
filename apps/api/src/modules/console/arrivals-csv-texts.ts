import type { TLanguage } from '@hospedar/contracts/constants';
import type { TArrivalGuarantee, TArrivalGuestState } from '@hospedar/contracts/console/arrivals';

type CsvTexts = {
  header: string[];
  yes: string;
  no: string;
  states: Record<TArrivalGuestState, string>;
  guarantees: Record<TArrivalGuarantee, string>;
};

/** The arrivals CSV's header and values in the console's three languages (the console's own words). */
export const ARRIVALS_CSV_TEXTS: Record<TLanguage, CsvTexts> = {
  'pt-BR': {
    header: [
      'Reserva',
      'Check-in',
      'Check-out',
      'Quarto',
      'Nome',
      'Sobrenome',
      'Hóspede principal',
      'Menor',
      'Situação',
      'Garantia',
    ],
    yes: 'sim',
    no: 'não',
    states: {
      not_started: 'Não iniciado',
      in_progress: 'Em andamento',
      completed: 'Concluído',
      list_finished: 'Lista finalizada',
    },
    guarantees: {
      none: 'Sem garantia',
      pending: 'Garantia pendente',
      registered: 'Garantia registrada',
      cancelled: 'Garantia cancelada',
    },
  },
  'en-US': {
    header: [
      'Reservation',
      'Check-in',
      'Check-out',
      'Room',
      'First name',
      'Last name',
      'Main guest',
      'Minor',
      'State',
      'Guarantee',
    ],
    yes: 'yes',
    no: 'no',
    states: {
      not_started: 'Not started',
      in_progress: 'In progress',
      completed: 'Completed',
      list_finished: 'List finished',
    },
    guarantees: {
      none: 'No guarantee',
      pending: 'Guarantee pending',
      registered: 'Guarantee registered',
      cancelled: 'Guarantee cancelled',
    },
  },
  'es-ES': {
    header: [
      'Reserva',
      'Check-in',
      'Check-out',
      'Habitación',
      'Nombre',
      'Apellido',
      'Huésped principal',
      'Menor',
      'Estado',
      'Garantía',
    ],
    yes: 'sí',
    no: 'no',
    states: {
      not_started: 'Sin empezar',
      in_progress: 'En curso',
      completed: 'Completado',
      list_finished: 'Lista finalizada',
    },
    guarantees: {
      none: 'Sin garantía',
      pending: 'Garantía pendiente',
      registered: 'Garantía registrada',
      cancelled: 'Garantía cancelada',
    },
  },
};
