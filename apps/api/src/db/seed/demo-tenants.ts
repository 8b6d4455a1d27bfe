import { LEGADO } from './tenants/legado.ts';
import { MARAZUL } from './tenants/marazul.ts';
import { SOLNASCENTE } from './tenants/solnascente.ts';
import type { DemoTenant } from './types.ts';

/** Every demo hotel, in the order the README lists them. */
export const DEMO_TENANTS: DemoTenant[] = [SOLNASCENTE, MARAZUL, LEGADO];
