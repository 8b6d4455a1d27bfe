import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  TermsType,
  toSupportedLanguage,
  type TLanguage,
} from '@hospedar/contracts/constants';
import type { TGetTermsQuery, TGetTermsResponse } from '@hospedar/contracts/terms/get-terms';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { createTermsRepository } from './repository.ts';
import { sanitizeTermsHtml, termsHtmlToText } from './sanitize-terms.ts';

export type GetTermsInput = {
  tenant: CompanyRow;
  query: TGetTermsQuery;
  langHeader: string | undefined;
};

export function createTermsService({ db }: { db: Database }) {
  const repository = createTermsRepository(db);

  return {
    async getTerms({ tenant, query, langHeader }: GetTermsInput): Promise<TGetTermsResponse> {
      const requested: TLanguage = query.language ?? toSupportedLanguage(langHeader) ?? DEFAULT_LANGUAGE;
      const version = query.type === TermsType.USE ? tenant.termsOfUseVersion : tenant.privacyPolicyVersion;
      // The hotel may not have every language: fall back to English, then Portuguese. The version in
      // force comes first in any language (a version published without the guest's language shows
      // its English or Portuguese text, not an older version), then the newest text (decision 232).
      const languages = [...new Set<TLanguage>([requested, FALLBACK_LANGUAGE, DEFAULT_LANGUAGE])];
      const attempts = [
        ...(version === null ? [] : languages.map((language) => ({ language, isExact: true }))),
        ...languages.map((language) => ({ language, isExact: false })),
      ];
      for (const { language, isExact } of attempts) {
        const row = await repository.find({ companyId: tenant.id, type: query.type, language, version });
        if (!row || (isExact && row.version !== version)) continue;
        return {
          id: row.id,
          type: query.type,
          language,
          version: row.version,
          updatedAt: row.updatedAt,
          title: row.title,
          content: query.textOnly ? termsHtmlToText(row.html) : sanitizeTermsHtml(row.html),
        };
      }
      throw new HttpError(404, 'TERMS_NOT_FOUND', 'This hotel has not published these terms.');
    },
  };
}
export type TermsService = ReturnType<typeof createTermsService>;
