import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZErasurePreview,
  ZPrivacyAuditList,
  ZPrivacySearchRequest,
  ZPrivacySearchResult,
  type TPrivacyAuditEntry,
} from '@hospedar/contracts/console/privacy';
import { ZErasureReport, ZRetentionSetting } from '@hospedar/contracts/privacy/guest-rights';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import type { PrivacyAuditRow } from '../../db/schema/index.ts';
import { staffAccessOf, type StaffSession } from '../../plugins/staff-access.ts';
import type { PrivacyActor } from '../privacy/audit.ts';
import type { PrivacyServices } from '../privacy/services.ts';

const TAGS = ['console'];
const ZGuestParams = z.object({ guestId: z.string().max(64) });
const ZZipBytes = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: "The guest's data (application/zip)" });

/** The staff member who acts, as the privacy audit names them (decision 240). */
export const staffActor = ({ staff }: StaffSession): PrivacyActor => ({
  kind: 'staff',
  name: staff.name,
  staffAccountId: staff.id,
});

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

/** An audit row as the console lists it: the report reduced to its counts (decision 204 holds no name). */
export function toAuditEntry(row: PrivacyAuditRow): TPrivacyAuditEntry {
  const details = (row.details ?? {}) as Record<string, unknown>;
  const rows = details.rows as Record<string, number> | undefined;
  const summary: TPrivacyAuditEntry['summary'] = {};
  if (Array.isArray(details.files)) summary.files = details.files.length;
  else if (numberOf(details.files) !== undefined) summary.files = numberOf(details.files);
  if (numberOf(details.bytes) !== undefined) summary.bytes = numberOf(details.bytes);
  if (rows && typeof rows === 'object') {
    summary.rows = Object.values(rows).reduce((sum, n) => sum + (numberOf(n) ?? 0), 0);
  }
  if (row.action === 'retention-setting') {
    summary.from = numberOf(details.from) ?? null;
    summary.to = numberOf(details.to) ?? null;
  }
  return {
    id: row.id,
    action: row.action,
    actorKind: row.actorKind,
    actor: row.actor,
    staffAccountId: row.staffAccountId,
    personId: row.personId,
    guestIds: row.guestIds,
    createdAt: row.createdAt.toISOString(),
    summary,
  };
}

/**
 * A guest's LGPD rights from the console (owners; decisions 240 to 243): /api/console/privacy/... behind
 * the one staff guard, every call within the session's hotel and audited under the member's name.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyServices }> = async (
  app,
  { privacy },
) => {
  const ownerOnly = app.staffAccess({ role: 'owner' });

  app.post(
    '/search',
    {
      preHandler: ownerOnly,
      schema: {
        operationId: 'consolePrivacySearch',
        summary: "Finds the hotel's guests by name, e-mail, reservation or document number (owner)",
        tags: TAGS,
        body: ZPrivacySearchRequest,
        response: { 200: ZPrivacySearchResult, 400: ZApiError },
      },
    },
    async (request) => privacy.searchGuests(staffAccessOf(request).hotel.id, request.body.query),
  );

  app.get(
    '/guests/:guestId/erasure-preview',
    {
      preHandler: ownerOnly,
      schema: {
        operationId: 'consolePrivacyErasurePreview',
        summary: 'What erasing the guest would delete and keep, and why (owner); changes nothing',
        tags: TAGS,
        params: ZGuestParams,
        response: { 200: ZErasurePreview },
      },
    },
    async (request) => privacy.previewErasure(staffAccessOf(request).hotel.id, request.params.guestId),
  );

  app.post(
    '/guests/:guestId/export',
    {
      preHandler: ownerOnly,
      schema: {
        operationId: 'consolePrivacyExport',
        summary: 'Everything held about the guest as a zip: JSON, FNRH PDF, images (owner; audited)',
        tags: TAGS,
        params: ZGuestParams,
        produces: ['application/zip'],
        response: { 200: ZZipBytes },
      },
    },
    async (request, reply) => {
      const session = staffAccessOf(request);
      const { guestId } = request.params;
      const { zip } = await privacy.exportGuestData(session.hotel.id, guestId, staffActor(session));
      return reply
        .type('application/zip')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="guest-data-${guestId}.zip"`)
        .send(Buffer.from(zip));
    },
  );

  app.post(
    '/guests/:guestId/erase',
    {
      preHandler: ownerOnly,
      schema: {
        operationId: 'consolePrivacyErase',
        summary: "Erases the guest's person at the hotel, keeping what the law requires (owner; audited)",
        tags: TAGS,
        params: ZGuestParams,
        response: { 200: ZErasureReport },
      },
    },
    async (request) => {
      const session = staffAccessOf(request);
      return privacy.eraseGuest(session.hotel.id, request.params.guestId, staffActor(session));
    },
  );

  app.get(
    '/retention',
    {
      preHandler: ownerOnly,
      schema: {
        operationId: 'consolePrivacyRetention',
        summary: "The hotel's retention: days after check-out before guests' data is erased, or null (owner)",
        tags: TAGS,
        response: { 200: ZRetentionSetting },
      },
    },
    async (request) => privacy.retentionOf(staffAccessOf(request).hotel.id),
  );

  app.put(
    '/retention',
    {
      preHandler: ownerOnly,
      schema: {
        operationId: 'consolePrivacySetRetention',
        summary: 'Sets the retention in days after check-out (1 to 3650) or off (null) (owner; audited)',
        tags: TAGS,
        body: ZRetentionSetting,
        response: { 200: ZRetentionSetting, 400: ZApiError },
      },
    },
    async (request) => {
      const session = staffAccessOf(request);
      return privacy.setRetention(session.hotel.id, request.body, staffActor(session));
    },
  );

  app.get(
    '/audit',
    {
      preHandler: ownerOnly,
      schema: {
        operationId: 'consolePrivacyAudit',
        summary: "The hotel's privacy audit log, newest first: who, when, what (owner)",
        tags: TAGS,
        response: { 200: ZPrivacyAuditList },
      },
    },
    async (request) => ({
      entries: (await privacy.listAudit(staffAccessOf(request).hotel.id, { limit: 100 })).map(toAuditEntry),
    }),
  );
};
