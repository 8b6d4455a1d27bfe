import { DocumentTypeId, type TGender, type TLanguage } from '@hospedar/contracts/constants';
import { cpfWithCheckDigits } from './cpf.ts';
import type { DemoAddress, DemoBirthdate, DemoGuest } from './types.ts';

type BrazilianGuestInput = {
  key: string;
  name: string;
  lastName: string;
  gender: TGender;
  cpfBase: string;
  birthdate: DemoBirthdate;
  address: DemoAddress;
  masterGuest?: boolean;
  isChild?: boolean;
  email?: string | null;
  /** Brazilian mobile: area code and number. */
  mobile?: [areaCode: string, number: string] | null;
  fnrhId?: string;
};

export function brazilianGuest(input: BrazilianGuestInput): DemoGuest {
  return {
    key: input.key,
    name: input.name,
    lastName: input.lastName,
    masterGuest: input.masterGuest ?? false,
    isChild: input.isChild ?? false,
    gender: input.gender,
    email: input.email ?? null,
    mobile: input.mobile ? { countryCode: '55', areaCode: input.mobile[0], number: input.mobile[1] } : null,
    birthdate: input.birthdate,
    language: 'pt-BR',
    nationality: { id: 'BR', name: 'Brasil' },
    document: { typeId: DocumentTypeId.CPF, number: cpfWithCheckDigits(input.cpfBase) },
    address: input.address,
    ...(input.fnrhId ? { fnrhId: input.fnrhId } : {}),
  };
}

type ForeignGuestInput = Omit<BrazilianGuestInput, 'cpfBase' | 'mobile'> & {
  language: TLanguage;
  nationality: { id: string; name: string };
  document: DemoGuest['document'];
  mobile?: DemoGuest['mobile'];
};

export function foreignGuest(input: ForeignGuestInput): DemoGuest {
  return {
    key: input.key,
    name: input.name,
    lastName: input.lastName,
    masterGuest: input.masterGuest ?? false,
    isChild: input.isChild ?? false,
    gender: input.gender,
    email: input.email ?? null,
    mobile: input.mobile ?? null,
    birthdate: input.birthdate,
    language: input.language,
    nationality: input.nationality,
    document: input.document,
    address: input.address,
  };
}
