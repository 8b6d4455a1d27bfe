import { and, desc, eq, sql } from 'drizzle-orm';
import { LANGUAGES, TermsType, type TLanguage, type TTermsType } from '@hospedar/contracts/constants';
import type {
  TTermsPublication,
  TTermsSettings,
  TTermsText,
} from '@hospedar/contracts/console/settings-terms';
import { dateInTimeZone, type Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import {
  companies,
  guests,
  settingsAuditLog,
  terms,
  type CompanyRow,
  type StaffMemberRow,
  type TermsRow,
} from '../../../db/schema/index.ts';
import { HttpError } from '../../../http-error.ts';
import { readTermsAcceptance } from '../../guests/terms-acceptance.ts';
import { companyTimeZone } from '../../tenant/to-company-config.ts';
import { sanitizeTermsHtml } from '../../terms/sanitize-terms.ts';

const TYPES: readonly TTermsType[] = [TermsType.USE, TermsType.PRIVACY];
/** The audit's field per type. */
const FIELD: Record<TTermsType, 'use' | 'privacy'> = { 1: 'use', 2: 'privacy' };

const currentVersionOf = (company: CompanyRow, type: TTermsType) =>
  type === TermsType.USE ? company.termsOfUseVersion : company.privacyPolicyVersion;

/** `2026-11-27`, or `2026-11-27.2`, `.3`… when that day already has a version of the type. */
function nextVersion(day: string, taken: ReadonlySet<string>): string {
  if (!taken.has(day)) return day;
  let count = 2;
  while (taken.has(`${day}.${count}`)) count += 1;
  return `${day}.${count}`;
}

const noSuchHotel = () => new HttpError(404, 'NOT_FOUND', 'No such hotel.');
const emptyText = (language: TLanguage) =>
  new HttpError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
    fields: [{ field: `body.texts.${language}.html`, message: 'validation.required' }],
  });

/**
 * The hotel's terms of use and privacy policy in the console (decision 232): the version in force per
 * type with its texts, every earlier version and how many guests accepted each; publishing writes a
 * NEW version in every language given (sanitized as the portal shows it), makes it the one in force and
 * audits it, in one transaction. Published rows are never changed.
 */
export type TermsSettingsServiceDeps = {
  db: Database;
  clock: Clock;
  /** Told once a publication committed: the process's hotels kept in memory are stale (decision 270). */
  onHotelChanged?: () => void;
};

export function createTermsSettingsService({ db, clock, onHotelChanged }: TermsSettingsServiceDeps) {
  async function acceptanceCounts(companyId: string, tx: Database) {
    const rows = await tx
      .select({ acceptance: guests.termsAcceptance })
      .from(guests)
      .where(and(eq(guests.companyId, companyId), sql`${guests.termsAcceptance} <> '[]'::jsonb`));
    const counts = new Map<string, number>();
    for (const row of rows) {
      for (const entry of readTermsAcceptance(row.acceptance)) {
        if (!entry.isChecked || !entry.version) continue;
        const key = `${entry.type}|${entry.version}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    return counts;
  }

  async function state(company: CompanyRow, tx: Database = db): Promise<TTermsSettings> {
    const rows = await tx
      .select()
      .from(terms)
      .where(eq(terms.companyId, company.id))
      .orderBy(desc(terms.createdAt), desc(terms.version));
    const counts = await acceptanceCounts(company.id, tx);
    return {
      documents: TYPES.map((type) => {
        const ofType = rows.filter((row) => row.type === type);
        const current = currentVersionOf(company, type);
        const texts: Partial<Record<TLanguage, TTermsText>> = {};
        for (const language of LANGUAGES) {
          const row = ofType.find(
            (candidate) => candidate.language === language && candidate.version === current,
          );
          if (row) texts[language] = { title: row.title, html: row.html };
        }
        const byVersion = new Map<string, TermsRow[]>();
        for (const row of ofType) byVersion.set(row.version, [...(byVersion.get(row.version) ?? []), row]);
        const versions = [...byVersion.entries()].map(([version, versionRows]) => ({
          version,
          updatedAt: versionRows[0]?.updatedAt ?? '',
          publishedAt: new Date(Math.min(...versionRows.map((row) => row.createdAt.getTime()))).toISOString(),
          languages: LANGUAGES.filter((language) => versionRows.some((row) => row.language === language)),
          isCurrent: version === current,
          acceptedBy: counts.get(`${type}|${version}`) ?? 0,
        }));
        // Newest first: by the day the portal shows, then by the time of publishing, then `.2` after `.10`.
        versions.sort(
          (a, b) =>
            b.updatedAt.localeCompare(a.updatedAt) ||
            b.publishedAt.localeCompare(a.publishedAt) ||
            b.version.localeCompare(a.version, 'en', { numeric: true }),
        );
        return { type, currentVersion: current, texts: { ...texts }, versions };
      }),
    };
  }

  return {
    async read(companyId: string): Promise<TTermsSettings> {
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      if (!company) throw noSuchHotel();
      return state(company);
    },

    async publish(
      { companyId, staff }: { companyId: string; staff: StaffMemberRow },
      publication: TTermsPublication,
    ): Promise<TTermsSettings> {
      const published = await db.transaction(async (tx) => {
        const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
        if (!company) throw noSuchHotel();
        const { type } = publication;
        const texts = LANGUAGES.flatMap((language) => {
          const text = publication.texts[language];
          if (!text) return [];
          const html = sanitizeTermsHtml(text.html).trim();
          if (!html) throw emptyText(language);
          return [{ language, title: text.title, html }];
        });
        const before = await state(company, tx);
        const current = before.documents.find((document) => document.type === type);
        const isUnchanged =
          current !== undefined &&
          LANGUAGES.every((language) => {
            const next = texts.find((text) => text.language === language);
            const was = current.texts[language];
            return next ? was?.title === next.title && was.html === next.html : was === undefined;
          });
        if (isUnchanged) return before;

        const now = clock();
        const version = nextVersion(
          dateInTimeZone(now, companyTimeZone(company)),
          new Set(current?.versions.map((entry) => entry.version)),
        );
        await tx.insert(terms).values(
          texts.map((text) => ({
            companyId,
            type,
            language: text.language,
            version,
            title: text.title,
            html: text.html,
            updatedAt: dateInTimeZone(now, companyTimeZone(company)),
            createdAt: now,
          })),
        );
        const versionColumn =
          type === TermsType.USE ? { termsOfUseVersion: version } : { privacyPolicyVersion: version };
        await tx
          .update(companies)
          .set({ ...versionColumn, updatedAt: now })
          .where(eq(companies.id, companyId));
        const field = FIELD[type];
        await tx.insert(settingsAuditLog).values({
          companyId,
          staffId: staff.id,
          staffName: staff.name,
          staffEmail: staff.email,
          section: 'terms',
          changedFields: [field],
          before: { [field]: { version: current?.currentVersion ?? null } },
          after: {
            [field]: {
              version,
              languages: texts.map((text) => text.language),
              titles: Object.fromEntries(texts.map((text) => [text.language, text.title])),
            },
          },
          createdAt: now,
        });
        return state({ ...company, ...versionColumn }, tx);
      });
      onHotelChanged?.();
      return published;
    },
  };
}

export type TermsSettingsService = ReturnType<typeof createTermsSettingsService>;
