import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSettingsAuditList } from '@hospedar/contracts/console/settings-audit';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { staffAccessOf } from '../../../plugins/staff-access.ts';
import { additionalDataSection } from './additional-data-section.ts';
import { guaranteeSection } from './guarantee-section.ts';
import { languagesSection } from './languages-section.ts';
import { logosSection } from './logos-section.ts';
import { lookSection } from './look-section.ts';
import { searchSection } from './search-section.ts';
import type { SettingsSection } from './section.ts';
import type { SettingsService } from './settings-service.ts';
import { stepsSection } from './steps-section.ts';

const TAGS = ['console'];
const ERRORS = { 400: ZApiError, 403: ZApiError, 404: ZApiError };

/** The sections an owner edits (decision 208); a new section is one file and one line here. */
const SECTIONS = [
  { section: guaranteeSection, label: 'the card guarantee' },
  { section: lookSection, label: "the portal's colours and corner radii" },
  { section: logosSection, label: 'the logos and the background image' },
  { section: languagesSection, label: 'the languages the portal offers' },
  { section: searchSection, label: 'the ways guests find their reservation' },
  { section: stepsSection, label: "the guest's steps and the signature rule" },
  { section: additionalDataSection, label: 'the additional-data step (trip data and extra fields)' },
] as const;

/** GET and PUT `/settings/<section>` for each section, and the audit of every saved change (owners). */
export const settingsRoutes: FastifyPluginAsyncZod<{ settingsService: SettingsService }> = async (
  app,
  { settingsService },
) => {
  const owner = app.staffAccess({ role: 'owner' });

  function register<T>(section: SettingsSection<T>, label: string) {
    // Fastify's type provider cannot resolve a reply type from a generic schema: the routes see the
    // section's schema as one of unknown values, and the schema still checks every body and answer.
    const schema: z.ZodType<unknown> = section.schema;
    const operation = section.name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
    app.get(
      `/settings/${section.name}`,
      {
        preHandler: owner,
        schema: {
          operationId: `consoleGet${operation}Settings`,
          summary: `The hotel's settings of ${label} (owner)`,
          tags: TAGS,
          response: { 200: section.readSchema ?? schema },
        },
      },
      async (request) => settingsService.read(section, staffAccessOf(request).hotel.id),
    );
    app.put(
      `/settings/${section.name}`,
      {
        preHandler: owner,
        schema: {
          operationId: `consoleSave${operation}Settings`,
          summary: `Saves the settings of ${label} (owner): audited, live for guests at once`,
          tags: TAGS,
          body: schema,
          response: { 200: schema, ...ERRORS },
        },
      },
      async (request) => {
        const { hotel, staff } = staffAccessOf(request);
        return settingsService.save(section, { companyId: hotel.id, staff }, request.body as T);
      },
    );
  }
  // Each section's value type differs; register() only hands the value from the body to the section.
  for (const { section, label } of SECTIONS) register(section as SettingsSection<unknown>, label);

  app.get(
    '/settings/audit',
    {
      preHandler: owner,
      schema: {
        operationId: 'consoleSettingsAudit',
        summary: "Who changed which of the hotel's settings, and when (owner), newest first",
        tags: TAGS,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: ZSettingsAuditList },
      },
    },
    async (request) => ({
      entries: await settingsService.audit(staffAccessOf(request).hotel.id, request.query.limit),
    }),
  );
};
