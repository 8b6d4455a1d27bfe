import { LIMITS } from '@hospedar/contracts/constants';
import type { TFnrhDigitalRegistration } from '@hospedar/contracts/fnrh-digital/registration';
import { isValidCpf } from '@hospedar/contracts/validation/cpf';
import { ibgeCity } from '../../adapters/fnrh/fnrh-digital/ibge-uf.ts';

export type FieldError = { campo: string; mensagem: string };

function ageAt(birthdate: string, day: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The rules of a registration beyond its shape, as the contract server checks them (decision 155): a
 * CPF's check digits, the stay's dates, the IBGE city of a resident of Brazil and its UF, a minor's
 * guardian, the disability type only with a disability, and the head counts.
 */
export function registrationRuleErrors(body: TFnrhDigitalRegistration): FieldError[] {
  const errors: FieldError[] = [];
  const { reserva } = body;
  if (reserva.data_saida < reserva.data_entrada) {
    errors.push({ campo: 'reserva.data_saida', mensagem: 'Data de saída anterior à data de entrada.' });
  }
  let minors = 0;
  body.dados_hospede.forEach((hospede, index) => {
    const at = `dados_hospede[${index}]`;
    const pessoa = hospede.dados_pessoais;
    const documento = pessoa.documento_id;
    if (
      documento.tipo_documento_id === 'CPF' &&
      !(/^\d{11}$/.test(documento.numero_documento) && isValidCpf(documento.numero_documento))
    ) {
      errors.push({ campo: `${at}.dados_pessoais.documento_id.numero_documento`, mensagem: 'CPF inválido.' });
    }
    const contato = pessoa.contato;
    if (contato.PaisResidencia_id === 'BR') {
      const city = contato.cidade_id === undefined ? null : ibgeCity(String(contato.cidade_id));
      if (!city) {
        errors.push({
          campo: `${at}.dados_pessoais.contato.cidade_id`,
          mensagem: 'Município IBGE inválido.',
        });
      } else if (contato.estado_id !== city.uf) {
        errors.push({
          campo: `${at}.dados_pessoais.contato.estado_id`,
          mensagem: 'UF não corresponde ao município.',
        });
      }
    }
    if (pessoa.tipo_deficiencia_id !== undefined && pessoa.deficiencia_id !== 'SIM') {
      errors.push({
        campo: `${at}.dados_pessoais.tipo_deficiencia_id`,
        mensagem: 'Tipo de deficiência sem deficiência.',
      });
    }
    const isMinor = ageAt(pessoa.data_nascimento, reserva.data_entrada) < LIMITS.minorAge;
    if (isMinor) minors += 1;
    if (isMinor && !hospede.responsavel) {
      errors.push({ campo: `${at}.responsavel`, mensagem: 'Hóspede menor de idade sem responsável.' });
    }
    const responsavel = hospede.responsavel;
    if (responsavel?.tipo_documento_id === 'CPF' && !isValidCpf(responsavel.numero_documento)) {
      errors.push({ campo: `${at}.responsavel.numero_documento`, mensagem: 'CPF inválido.' });
    }
  });
  const adults = body.dados_hospede.length - minors;
  if (reserva.quantidade_hospede_adulto < adults || reserva.quantidade_hospede_menor < minors) {
    errors.push({
      campo: 'reserva.quantidade_hospede_adulto',
      mensagem: 'Quantidade de hóspedes menor que a informada.',
    });
  }
  return errors;
}
