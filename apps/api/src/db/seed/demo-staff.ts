import type { TStaffRole } from '@hospedar/contracts/console/staff-auth';
import { demoCompanyId, demoId } from './demo-ids.ts';

/** A demo console login (decision 197): documented in DEMO.md and the README, never for production. */
export type DemoStaff = {
  subdomain: string;
  email: string;
  name: string;
  role: TStaffRole;
  language: 'pt-BR' | 'en-US' | 'es-ES';
  password: string;
};

/** An owner and a desk member at each of the two open demo hotels. */
export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    subdomain: 'solnascente',
    email: 'owner@solnascente.example',
    name: 'Helena Prado',
    role: 'owner',
    language: 'pt-BR',
    password: 'Sol Nascente owner 2026',
  },
  {
    subdomain: 'solnascente',
    email: 'desk@solnascente.example',
    name: 'Rui Tavares',
    role: 'desk',
    language: 'pt-BR',
    password: 'Sol Nascente desk 2026',
  },
  {
    subdomain: 'marazul',
    email: 'owner@marazul.example',
    name: 'Marta Gomes',
    role: 'owner',
    language: 'pt-BR',
    password: 'Mar Azul owner 2026',
  },
  {
    subdomain: 'marazul',
    email: 'desk@marazul.example',
    name: 'Davi Nunes',
    role: 'desk',
    language: 'es-ES',
    password: 'Mar Azul desk 2026',
  },
];

export const demoStaffId = (staff: Pick<DemoStaff, 'subdomain' | 'email'>) =>
  demoId(`staff:${staff.subdomain}:${staff.email}`);

export const demoStaffCompanyId = (staff: Pick<DemoStaff, 'subdomain'>) => demoCompanyId(staff.subdomain);
