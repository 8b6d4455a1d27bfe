import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZInvitationPreview,
  ZPasswordResetRequest,
  ZSignInRequest,
  ZStaffLinkToken,
  ZStaffMe,
} from '@hospedar/contracts/console/staff-auth';
import { ZAcceptInvitation, ZPasswordResetConfirm } from '@hospedar/contracts/console/password-forms';
import {
  ZInviteStaffRequest,
  ZStaffChangeList,
  ZStaffList,
  ZStaffMember,
  ZUpdateStaffRequest,
} from '@hospedar/contracts/console/staff-members';
import { ZSettingsSummary } from '@hospedar/contracts/console/settings-summary';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { staffAccessOf, STAFF_COOKIE } from '../../plugins/staff-access.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { toCompanyConfig } from '../tenant/to-company-config.ts';
import { portalOrigin } from '../verification/portal-origin.ts';
import { toStaffMe } from './session-service.ts';
import type { StaffAdminService } from './staff-admin-service.ts';
import type { StaffService } from './staff-service.ts';

/** Per client address, hotel and route: the console's calls a stranger can make (decision 194). */
export const CONSOLE_RATE_LIMITS = {
  signIn: { max: 10, timeWindow: 60_000 },
  passwordReset: { max: 5, timeWindow: 60_000 },
  spendLink: { max: 10, timeWindow: 60_000 },
  previewLink: { max: 20, timeWindow: 60_000 },
} as const;

const ERRORS = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 429: ZApiError };
const ZEmpty = z.object({});
const TAGS = ['console'];

export type ConsoleRoutesOptions = {
  staffService: StaffService;
  staffAdmin: StaffAdminService;
  portalBaseDomain: string | undefined;
};
const ZStaffParams = z.object({ staffId: z.string().max(64) });

/** The console's API under /api/console (decisions 190 to 196): sign-in, the member, staff, settings. */
export const consoleRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (
  app,
  { staffService, staffAdmin, portalBaseDomain },
) => {
  const originOf = (request: Parameters<typeof tenantOf>[0]) =>
    portalOrigin({
      protocol: request.protocol,
      host: request.host,
      subdomain: tenantOf(request).subdomain,
      baseDomain: portalBaseDomain,
    });

  app.post(
    '/session',
    {
      config: { rateLimit: CONSOLE_RATE_LIMITS.signIn },
      schema: {
        operationId: 'consoleSignIn',
        summary: "Signs a member of the Host's hotel in: sets the httpOnly session cookie",
        tags: TAGS,
        body: ZSignInRequest,
        response: { 200: ZStaffMe, 401: ZApiError, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { id, session } = await staffService.signIn(tenantOf(request), request.body, request.ip);
      app.setStaffCookie(request, reply, id);
      return toStaffMe(session);
    },
  );

  app.delete(
    '/session',
    {
      schema: {
        operationId: 'consoleSignOut',
        summary: 'Signs out: ends the session on the server and clears the cookie (204 even without one)',
        tags: TAGS,
        response: { 204: z.null(), 403: ZApiError },
      },
    },
    async (request, reply) => {
      const id = request.cookies[STAFF_COOKIE];
      if (id) await app.staffSessions.close(id);
      app.clearStaffCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.staffAccess(),
      schema: {
        operationId: 'consoleMe',
        summary: 'The signed-in member and the hotel',
        tags: TAGS,
        response: { 200: ZStaffMe },
      },
    },
    async (request) => toStaffMe(staffAccessOf(request)),
  );

  app.post(
    '/password-reset',
    {
      config: { rateLimit: CONSOLE_RATE_LIMITS.passwordReset },
      schema: {
        operationId: 'consoleRequestPasswordReset',
        summary: "E-mails a reset link when the e-mail is an active member's; 202 whether it is or not",
        tags: TAGS,
        body: ZPasswordResetRequest,
        response: { 202: ZEmpty, ...ERRORS },
      },
    },
    async (request, reply) => {
      await staffService.requestReset(tenantOf(request), request.body.email, originOf(request));
      return reply.status(202).send({});
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      config: { rateLimit: CONSOLE_RATE_LIMITS.spendLink },
      schema: {
        operationId: 'consoleConfirmPasswordReset',
        summary: "Sets a new password with the e-mailed link's token (once, 30 minutes); ends every session",
        tags: TAGS,
        body: ZPasswordResetConfirm,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await staffService.confirmReset(tenantOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/invitations/preview',
    {
      config: { rateLimit: CONSOLE_RATE_LIMITS.previewLink },
      schema: {
        operationId: 'consolePreviewInvitation',
        summary: 'What an invitation link is for (e-mail, name, role, hotel), before the password is set',
        tags: TAGS,
        body: z.object({ token: ZStaffLinkToken }),
        response: { 200: ZInvitationPreview, ...ERRORS },
      },
    },
    async (request) => staffService.previewInvitation(tenantOf(request), request.body.token),
  );

  app.post(
    '/invitations/accept',
    {
      config: { rateLimit: CONSOLE_RATE_LIMITS.spendLink },
      schema: {
        operationId: 'consoleAcceptInvitation',
        summary: "Accepts an invitation: the invitee's name and password (once, 7 days)",
        tags: TAGS,
        body: ZAcceptInvitation,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await staffService.acceptInvitation(tenantOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/staff',
    {
      preHandler: app.staffAccess({ role: 'owner' }),
      schema: {
        operationId: 'consoleListStaff',
        summary: "The hotel's staff (owner)",
        tags: TAGS,
        response: { 200: ZStaffList },
      },
    },
    async (request) => ({ staff: await staffService.listStaff(staffAccessOf(request).hotel) }),
  );

  app.post(
    '/staff',
    {
      preHandler: app.staffAccess({ role: 'owner' }),
      schema: {
        operationId: 'consoleInviteStaff',
        summary: 'Invites a member by e-mail (owner); the invitee sets the password from the link',
        tags: TAGS,
        body: ZInviteStaffRequest,
        response: { 201: ZStaffMember, 400: ZApiError, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const { hotel, staff } = staffAccessOf(request);
      const member = await staffService.invite(hotel, request.body, originOf(request), staff);
      return reply.status(201).send(member);
    },
  );

  app.get(
    '/staff/changes',
    {
      preHandler: app.staffAccess({ role: 'owner' }),
      schema: {
        operationId: 'consoleListStaffChanges',
        summary: 'Who invited, disabled, enabled or changed the role of whom, and when; newest 50 (owner)',
        tags: TAGS,
        response: { 200: ZStaffChangeList },
      },
    },
    async (request) => ({ changes: await staffAdmin.listChanges(staffAccessOf(request).hotel) }),
  );

  app.patch(
    '/staff/:staffId',
    {
      preHandler: app.staffAccess({ role: 'owner' }),
      schema: {
        operationId: 'consoleUpdateStaff',
        summary:
          "Changes a member's role, or disables (sessions and links end at once) or enables them (owner)",
        tags: TAGS,
        params: ZStaffParams,
        body: ZUpdateStaffRequest,
        response: { 200: ZStaffMember, 400: ZApiError, 409: ZApiError },
      },
    },
    async (request) => staffAdmin.updateMember(staffAccessOf(request), request.params.staffId, request.body),
  );

  app.post(
    '/staff/:staffId/invitation',
    {
      preHandler: app.staffAccess({ role: 'owner' }),
      config: { rateLimit: CONSOLE_RATE_LIMITS.spendLink },
      schema: {
        operationId: 'consoleResendInvitation',
        summary: 'E-mails a pending invitation again with a new link (7 days); the old link dies (owner)',
        tags: TAGS,
        params: ZStaffParams,
        response: { 200: ZStaffMember, 409: ZApiError, 429: ZApiError },
      },
    },
    async (request) =>
      staffAdmin.resendInvitation(staffAccessOf(request), request.params.staffId, originOf(request)),
  );

  app.delete(
    '/staff/:staffId/invitation',
    {
      preHandler: app.staffAccess({ role: 'owner' }),
      schema: {
        operationId: 'consoleWithdrawInvitation',
        summary: 'Withdraws a pending invitation: the invited member and their link are deleted (owner)',
        tags: TAGS,
        params: ZStaffParams,
        response: { 204: z.null(), 409: ZApiError },
      },
    },
    async (request, reply) => {
      await staffAdmin.withdrawInvitation(staffAccessOf(request), request.params.staffId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/settings',
    {
      preHandler: app.staffAccess({ role: 'owner' }),
      schema: {
        operationId: 'consoleSettingsSummary',
        summary: "What the portal shows the hotel's guests today (owner; read-only for now)",
        tags: TAGS,
        response: { 200: ZSettingsSummary },
      },
    },
    async (request) => {
      const { hotel } = staffAccessOf(request);
      const company = toCompanyConfig(hotel);
      return {
        hotelName: company.hotel.nomeFantasia || company.name,
        subdomain: hotel.subdomain,
        languages: company.languages,
        primaryColor: company.theme.primaryColor,
        hotelEmail: company.hotel.email,
        hotelPhone: company.hotel.phoneNumber,
        isWelcomePageOn: company.welcomeRules.enabled,
      };
    },
  );
};
