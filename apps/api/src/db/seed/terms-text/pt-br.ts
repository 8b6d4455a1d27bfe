import type { TermsHotel, TermsTexts } from './types.ts';

export function termsInPortuguese(hotel: TermsHotel): TermsTexts {
  return {
    use: {
      title: 'Termos de uso',
      html: `<h2>Termos de uso do pré-check-in on-line</h2>
<p>Estes termos regem o uso do portal de pré-check-in oferecido por <strong>${hotel.name}</strong>. Ao preencher a Ficha Nacional de Registro de Hóspedes (FNRH) por este portal, você declara que as informações prestadas são verdadeiras e que está autorizado a informar os dados dos acompanhantes e dos menores sob sua responsabilidade.</p>
<p>O pré-check-in não substitui a apresentação de documento original com foto na recepção. Menores de 18 anos devem apresentar documento de identidade ou certidão de nascimento; menores de 16 anos não podem se hospedar desacompanhados dos pais ou responsáveis, conforme o Estatuto da Criança e do Adolescente (Lei nº 8.069/1990).</p>
<p>O acesso aos dados de uma reserva é protegido por um código de verificação enviado ao seu e-mail ou celular. Não compartilhe esse código. O hotel pode bloquear temporariamente o acesso após tentativas repetidas sem sucesso.</p>
<p>O hotel pode alterar estes termos a qualquer tempo; a versão vigente fica sempre disponível neste portal. Dúvidas podem ser enviadas para <a href="mailto:${hotel.email}">${hotel.email}</a>.</p>`,
    },
    privacy: {
      title: 'Política de privacidade',
      html: `<h2>Política de privacidade</h2>
<p><strong>${hotel.name}</strong>, com endereço em ${hotel.fullAddress}, é o controlador dos dados pessoais tratados neste portal, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).</p>
<p><strong>Quais dados tratamos e por quê.</strong> Coletamos nome, data de nascimento, documentos, nacionalidade, contatos, endereço e dados da viagem para cumprir a obrigação legal de registro de hóspedes (Lei nº 11.771/2008 e Portaria MTur nº 177/2011) e para executar o contrato de hospedagem. A foto do rosto e a biometria facial são tratadas apenas com o seu consentimento expresso, que pode ser revogado a qualquer momento.</p>
<p><strong>Compartilhamento.</strong> Os dados da FNRH são enviados ao Ministério do Turismo, como exige a lei. Prestadores de serviço (hospedagem de sistemas, envio de e-mails e SMS, processamento de pagamentos) tratam dados apenas em nosso nome e sob contrato. Não vendemos dados pessoais.</p>
<p><strong>Retenção e segurança.</strong> Guardamos os dados pelo prazo exigido pela legislação e os protegemos com criptografia em trânsito, controle de acesso e registros de auditoria.</p>
<p><strong>Seus direitos.</strong> Você pode pedir confirmação, acesso, correção, anonimização, portabilidade ou eliminação dos seus dados e informações sobre o compartilhamento, escrevendo para <a href="mailto:${hotel.email}">${hotel.email}</a>. Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).</p>`,
    },
  };
}
