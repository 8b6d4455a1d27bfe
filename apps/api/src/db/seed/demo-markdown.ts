import { DEMO_STAFF } from './demo-staff.ts';
import { offeredSearchTypes } from '@hospedar/contracts/search/offered-search-types';
import { DocumentTypeId, ReservationStatus } from '@hospedar/contracts/constants';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { demoReservationId } from './demo-ids.ts';
import { demoGuestRowId } from './demo-rows.ts';
import type { DemoGuest, DemoReservation, DemoTenant } from './types.ts';

const STATUS_NAMES = Object.fromEntries(Object.entries(ReservationStatus).map(([name, id]) => [id, name]));
const DOCUMENT_NAMES = Object.fromEntries(Object.entries(DocumentTypeId).map(([name, id]) => [id, name]));

const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
const offset = (days: number) => (days === 0 ? 'today' : `today ${days > 0 ? '+' : '−'} ${Math.abs(days)}`);

function guestLine(guest: DemoGuest): string {
  const role = guest.masterGuest ? 'main' : guest.isChild ? 'child' : 'companion';
  const phone = guest.mobile
    ? `+${guest.mobile.countryCode} ${guest.mobile.areaCode} ${guest.mobile.number}`
    : 'no phone';
  const document =
    guest.document.typeId === DocumentTypeId.CPF
      ? `CPF ${formatCpf(guest.document.number)}`
      : `${DOCUMENT_NAMES[guest.document.typeId]} ${guest.document.number}`;
  const age = 'yearsAgo' in guest.birthdate ? `, ${guest.birthdate.yearsAgo} years old` : '';
  const done = guest.fnrhId ? ', completed' : '';
  return `${guest.name} ${guest.lastName} (${role}${age}${done}; ${guest.email ?? 'no e-mail'}; ${phone}; ${document})`;
}

const brl = (cents: number) =>
  `R$ ${Math.floor(cents / 100).toLocaleString('pt-BR')},${String(cents % 100).padStart(2, '0')}`;

/** The order's charges at check-in: 'Order: R$ 1.350,00 at check-in (Diária ×3, Taxa de turismo ×6)'. */
function orderLine(reservation: DemoReservation): string {
  if (!reservation.order) return '';
  const charges = reservation.order.charges.map((charge) => {
    const total = charge.items.reduce((sum, item) => sum + item.amount, 0);
    const items = charge.items.map((item) => `${item.description} ×${item.quantity}`).join(', ');
    return `${brl(total)} at check-in (${items})`;
  });
  return `<br>Order: ${charges.join('; ')}`;
}

function reservationRow(tenant: DemoTenant, reservation: DemoReservation): string {
  const cells = [
    `**${reservation.reservationNumber}**`,
    `${STATUS_NAMES[reservation.status]} (${reservation.status})${reservation.billed ? ', billed' : ''}`,
    `${offset(reservation.checkinOffset)} → ${offset(reservation.checkoutOffset)}`,
    reservation.guests.map(guestLine).join('<br>'),
    reservation.journey,
  ];
  const mainGuest = reservation.guests.find((guest) => guest.masterGuest);
  const directEntry = mainGuest
    ? `<br>Direct entry: \`/${demoReservationId(tenant.subdomain, reservation.reservationNumber)}/${demoGuestRowId(tenant, reservation, mainGuest)}\``
    : '';
  cells[4] += orderLine(reservation) + directEntry;
  return `| ${cells.join(' | ')} |`;
}

function tenantSection(tenant: DemoTenant): string {
  const searchTypes = offeredSearchTypes(tenant.parameters.searchTypes, tenant.searchFlags).join(', ');
  const opensDays = tenant.rules.precheckinOpensDaysBefore;
  const opens = opensDays === null ? 'once booked' : `${opensDays} days before check-in`;
  const lines = [
    `## ${tenant.name} (\`${tenant.subdomain}\`)`,
    '',
    `- URL: ${tenant.url}${tenant.isDefault ? ' (default tenant: also any IP or one-label host)' : ''}`,
    `- Time zone ${tenant.timeZone}; languages ${tenant.languages.join(', ')}; theme primary ${tenant.theme.primaryColor} on ${tenant.theme.background}`,
    `- Welcome page ${tenant.welcomeRules.enabled ? 'on' : 'off'}; signature ${tenant.rules.signatureRequired ? 'required' : 'not asked'}; search tabs ${searchTypes}; pre-check-in opens ${opens}`,
    `- Payment guarantee ${tenant.rules.warrantyRequired ? 'required before the guest list is finished (when the reservation has an order)' : 'optional'}`,
    `- Steps: ${tenant.stepsConfig
      .filter((step) => step.enabled)
      .map((step) => step.id)
      .join(', ')}`,
  ];
  if (tenant.fnrhDigital) {
    lines.push(
      `- FNRH Digital on, against the local contract server (\`/fnrh-digital-sandbox\`; user \`${tenant.fnrhDigital.username}\`): every finished form is registered there, and the confirmation step tells a guest what it would refuse`,
    );
  }
  if (tenant.demoApiKey) {
    lines.push(
      `- Integration API key (demo only, seeded outside production): \`${tenant.demoApiKey.secret}\` (name \`${tenant.demoApiKey.name}\`)`,
    );
  }
  if (!tenant.newPortalEnabled) lines.push(`- New portal disabled: guests are sent to ${tenant.legacyUrl}`);
  if (tenant.reservations.length > 0) {
    lines.push(
      '',
      '| Reservation | Status | Check-in → check-out | Guests | Good for |',
      '|---|---|---|---|---|',
    );
    lines.push(...tenant.reservations.map((reservation) => reservationRow(tenant, reservation)));
  }
  return lines.join('\n');
}

/** The console's demo logins (decision 197), at each hotel's own host. */
function staffSection(tenants: DemoTenant[]): string[] {
  const subdomains = new Set(tenants.map((tenant) => tenant.subdomain));
  const staff = DEMO_STAFF.filter((member) => subdomains.has(member.subdomain));
  if (staff.length === 0) return [];
  return [
    '## Console logins (staff)',
    '',
    "Sign in at `/console` on the hotel's own host (http://solnascente.localhost:3000/console,",
    'http://marazul.localhost:3000/console). Demo passwords: never use them outside the demo.',
    '',
    '| Hotel | Role | Name | E-mail | Password |',
    '| --- | --- | --- | --- | --- |',
    ...staff.map(
      (member) =>
        `| \`${member.subdomain}\` | ${member.role} | ${member.name} | ${member.email} | \`${member.password}\` |`,
    ),
    '',
  ];
}

/** DEMO.md, written from the seed definitions (`npm run db:demo-md -w @hospedar/api`). */
export function demoMarkdown(tenants: DemoTenant[] = DEMO_TENANTS): string {
  return [
    '# Demo data',
    '',
    'Generated from `apps/api/src/db/seed` by `npm run db:demo-md -w @hospedar/api`; do not edit by hand.',
    'Dates are relative to the day the server starts: every start moves the demo reservations to today plus',
    'their offsets (and keeps the demo children at their ages), so the journeys work on any day.',
    'Terms of use and privacy policy exist for every hotel in pt-BR, en-US and es-ES (version 2021-05-04).',
    'Ids are stable across databases; a direct entry link is `/<reservationId>/<guestId>`.',
    '',
    ...staffSection(tenants),
    ...tenants.map(tenantSection).join('\n\n').split('\n'),
    '',
  ].join('\n');
}
