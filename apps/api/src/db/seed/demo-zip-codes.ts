import type { PostcodeAddress } from '../../adapters/postcode/postcode-driver.ts';

type City = Pick<PostcodeAddress, 'city' | 'cityIbge' | 'state'>;
const FLORIANOPOLIS: City = { city: 'Florianópolis', cityIbge: '4205407', state: 'SC' };
const IMBITUBA: City = { city: 'Imbituba', cityIbge: '4207304', state: 'SC' };
const RECIFE: City = { city: 'Recife', cityIbge: '2611606', state: 'PE' };
const SAO_PAULO: City = { city: 'São Paulo', cityIbge: '3550308', state: 'SP' };
const CURITIBA: City = { city: 'Curitiba', cityIbge: '4106902', state: 'PR' };
const PORTO_ALEGRE: City = { city: 'Porto Alegre', cityIbge: '4314902', state: 'RS' };
const SALVADOR: City = { city: 'Salvador', cityIbge: '2927408', state: 'BA' };

const at = (city: City, cep: string, street: string, neighborhood: string, complement?: string) => ({
  ...city,
  cep,
  street,
  neighborhood,
  ...(complement ? { complement } : {}),
});

/**
 * Zip codes of the demo hotels' cities and of the demo guests' addresses (seed/addresses.ts), so
 * the zip lookup and the forgot-address search answer offline in the demo.
 */
export const DEMO_ZIP_CODES: PostcodeAddress[] = [
  at(FLORIANOPOLIS, '88015530', 'Rua Bocaiúva', 'Centro'),
  at(FLORIANOPOLIS, '88010400', 'Rua Felipe Schmidt', 'Centro'),
  at(FLORIANOPOLIS, '88015200', 'Avenida Rio Branco', 'Centro'),
  at(FLORIANOPOLIS, '88062000', 'Avenida das Rendeiras', 'Lagoa da Conceição'),
  at(FLORIANOPOLIS, '88053700', 'Rodovia Armando Calil Bulos', 'Ingleses do Rio Vermelho'),
  at(IMBITUBA, '88780000', '', 'Centro'),
  at(IMBITUBA, '88780140', 'Rua Nereu Ramos', 'Centro'),
  at(IMBITUBA, '88780160', 'Avenida Presidente Getúlio Vargas', 'Centro'),
  at(IMBITUBA, '88780236', 'Rua João Leopoldo Teixeira', 'Vila Nova'),
  at(IMBITUBA, '88780970', 'Estrada Geral do Rosa', 'Praia do Rosa', 'até 2000'),
  at(IMBITUBA, '88780975', 'Rua Caminho do Alto do Rosa', 'Praia do Rosa'),
  at(RECIFE, '50050000', 'Rua da Aurora', 'Boa Vista'),
  at(RECIFE, '51020000', 'Avenida Boa Viagem', 'Boa Viagem', 'até 3999 - lado ímpar'),
  at(RECIFE, '50030230', 'Rua do Bom Jesus', 'Recife'),
  at(RECIFE, '52011000', 'Avenida Agamenon Magalhães', 'Derby'),
  at(SAO_PAULO, '01310200', 'Avenida Paulista', 'Bela Vista', 'de 1512 a 2132 - lado par'),
  at(SAO_PAULO, '01001000', 'Praça da Sé', 'Sé', 'lado ímpar'),
  at(SAO_PAULO, '04538132', 'Avenida Brigadeiro Faria Lima', 'Itaim Bibi', 'de 3253 ao fim - lado ímpar'),
  at(SAO_PAULO, '05405000', 'Rua Teodoro Sampaio', 'Pinheiros', 'até 999 - lado ímpar'),
  at(SAO_PAULO, '01415000', 'Rua Augusta', 'Consolação', 'até 1000 - lado par'),
  at(CURITIBA, '80020310', 'Rua XV de Novembro', 'Centro', 'de 301 a 600'),
  at(CURITIBA, '80060000', 'Rua Marechal Deodoro', 'Centro'),
  at(CURITIBA, '80420010', 'Rua Comendador Araújo', 'Batel'),
  at(CURITIBA, '80250210', 'Avenida Sete de Setembro', 'Rebouças'),
  at(PORTO_ALEGRE, '90020004', 'Rua dos Andradas', 'Centro Histórico', 'de 672 a 1020 - lado par'),
  at(PORTO_ALEGRE, '90035001', 'Avenida Osvaldo Aranha', 'Bom Fim'),
  at(PORTO_ALEGRE, '90570020', 'Rua Padre Chagas', 'Moinhos de Vento'),
  at(PORTO_ALEGRE, '90110000', 'Avenida Borges de Medeiros', 'Centro Histórico'),
  at(SALVADOR, '40080001', 'Avenida Sete de Setembro', 'Vitória'),
  at(SALVADOR, '40140130', 'Avenida Oceânica', 'Barra'),
  at(SALVADOR, '40026010', 'Largo do Pelourinho', 'Pelourinho'),
  at(SALVADOR, '41760010', 'Avenida Tancredo Neves', 'Caminho das Árvores'),
];
