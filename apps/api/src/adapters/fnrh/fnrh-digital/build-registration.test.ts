import { describe, expect, it } from 'vitest';
import { finishedGuest, firstOf, FIXTURE_CPF } from '../../../modules/fnrh-digital/guest-fixture.ts';
import { buildFnrhDigitalRegistration, fnrhDigitalRefusals } from './build-registration.ts';

const id = '00000000-0000-4000-8000-0000000000aa';
const stay = { reservationNumber: '1150', checkinDate: '2026-12-10', checkoutDate: '2026-12-14' };
const passport = (number: string) => ({
  isMain: true,
  documentTypeId: 4 as const,
  documentNumber: number,
  frontImageKey: null,
  backImageKey: null,
  frontImageUrl: null,
  backImageUrl: null,
});
const dni = { ...passport('30111222'), documentTypeId: 6 as const };

describe('what FNRH Digital would refuse in a guest record', () => {
  it('takes a finished Brazilian guest with a CPF and an IBGE city', () => {
    expect(
      fnrhDigitalRefusals({ guest: finishedGuest({ id }), checkinDate: stay.checkinDate, guardian: null }),
    ).toEqual([]);
  });

  it('refuses a DNI guest with no passport, a city with no IBGE code, and an invalid CPF', () => {
    const argentine = finishedGuest({ id, nationality: { id: 'AR', name: 'Argentina' }, documents: [dni] });
    expect(fnrhDigitalRefusals({ guest: argentine, checkinDate: stay.checkinDate, guardian: null })).toEqual([
      'no-accepted-document',
    ]);
    const noIbge = finishedGuest({ id, city: { id: null, name: 'Imbituba' } });
    expect(fnrhDigitalRefusals({ guest: noIbge, checkinDate: stay.checkinDate, guardian: null })).toEqual([
      'no-ibge-city',
    ]);
    const badCpf = finishedGuest({
      id,
      documents: [{ ...firstOf(finishedGuest({ id }).documents), documentNumber: '12345678900' }],
    });
    expect(fnrhDigitalRefusals({ guest: badCpf, checkinDate: stay.checkinDate, guardian: null })).toEqual([
      'invalid-cpf',
    ]);
  });

  it('takes a foreigner living abroad with a passport, and needs no IBGE city for them', () => {
    const canadian = finishedGuest({
      id,
      nationality: { id: 'CA', name: 'Canada' },
      country: { id: 'CA', name: 'Canada' },
      city: { id: null, name: 'Toronto' },
      documents: [passport('ab123456')],
    });
    const built = buildFnrhDigitalRegistration({
      stay,
      guest: canadian,
      guardian: null,
      askRaceAndDisability: false,
    });
    if (!built.isAccepted) throw new Error(`refused: ${built.refusals.join(', ')}`);
    const pessoa = firstOf(built.body.dados_hospede).dados_pessoais;
    expect(pessoa.documento_id).toEqual({ numero_documento: 'AB123456', tipo_documento_id: 'PASSAPORTE' });
    expect(pessoa.contato.PaisResidencia_id).toBe('CA');
    expect(pessoa.contato.cidade_id).toBeUndefined();
  });

  it('needs a guardian with a CPF or passport for a minor, and sends the guardian when there is one', () => {
    const child = finishedGuest({ id, masterGuest: false, isChild: true, birthdate: '2016-05-01' });
    expect(fnrhDigitalRefusals({ guest: child, checkinDate: stay.checkinDate, guardian: null })).toEqual([
      'minor-without-guardian',
    ]);
    const guardian = { documents: [{ documentTypeId: 1, documentNumber: FIXTURE_CPF }] };
    const built = buildFnrhDigitalRegistration({ stay, guest: child, guardian, askRaceAndDisability: false });
    if (!built.isAccepted) throw new Error(`refused: ${built.refusals.join(', ')}`);
    expect(firstOf(built.body.dados_hospede).responsavel).toEqual({
      numero_documento: FIXTURE_CPF,
      tipo_documento_id: 'CPF',
      grau_parentesco_id: 'RESPONSAVEL_LEGAL',
    });
    expect(built.body.reserva).toMatchObject({ quantidade_hospede_adulto: 0, quantidade_hospede_menor: 1 });
  });

  it('sends race and disability only when the hotel asks them', () => {
    const guest = finishedGuest({
      id,
      additionalData: { fnrhRaceId: 'PARDA', fnrhDisabilityId: 'SIM', fnrhDisabilityTypeId: 'VISUAL' },
    });
    const asked = buildFnrhDigitalRegistration({ stay, guest, guardian: null, askRaceAndDisability: true });
    const notAsked = buildFnrhDigitalRegistration({
      stay,
      guest,
      guardian: null,
      askRaceAndDisability: false,
    });
    if (!asked.isAccepted || !notAsked.isAccepted) throw new Error('refused');
    expect(firstOf(asked.body.dados_hospede).dados_pessoais).toMatchObject({
      raca_id: 'PARDA',
      deficiencia_id: 'SIM',
      tipo_deficiencia_id: 'VISUAL',
    });
    const plain = firstOf(notAsked.body.dados_hospede).dados_pessoais;
    expect([plain.raca_id, plain.deficiencia_id, plain.tipo_deficiencia_id]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
