import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ZHotelDefinition, type THotelDefinition } from '@hospedar/contracts/onboarding/hotel-definition';
import { companies, type NewCompanyRow } from '../db/schema/index.ts';
import type { CliContext } from './cli-context.ts';
import { CliInputError, issueMessage, jsonPath } from './cli-input-error.ts';
import { parseJsonText } from './parse-json-text.ts';
import { readInputFile } from './read-input-file.ts';

function companyRow(definition: THotelDefinition, now: Date): NewCompanyRow {
  return {
    subdomain: definition.subdomain,
    isDefault: false,
    name: definition.name,
    groupId: definition.groupId,
    groupOrCompany: definition.groupOrCompany ?? definition.subdomain,
    hotel: { ...definition.hotel, subdomain: definition.subdomain },
    theme: definition.theme,
    rules: definition.rules,
    welcomeRules: definition.welcomeRules,
    stepsConfig: definition.stepsConfig,
    parameters: definition.parameters,
    languages: definition.languages,
    personalization: definition.personalization,
    ...definition.searchFlags,
    newPortalEnabled: true,
    legacyUrl: null,
    timeZone: definition.timeZone,
    termsOfUseVersion: null,
    privacyPolicyVersion: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The hotel a JSON text defines, checked by the contract; every refused field named by its path. */
export function parseHotelDefinition(text: string, fileName: string): THotelDefinition {
  const parsed = ZHotelDefinition.safeParse(parseJsonText(text, fileName));
  if (!parsed.success) {
    throw new CliInputError(
      `${fileName} is not a valid hotel definition.`,
      parsed.error.issues.map((issue) => ({ where: jsonPath(issue.path), message: issueMessage(issue) })),
    );
  }
  return parsed.data;
}

/**
 * `npm run hotel -- create <hotel.json>`: a new hotel (a companies row) from the file (decision 173).
 * An existing subdomain is refused; nothing is written unless the whole file is valid.
 */
export async function createHotelCommand({ db, clock, output }: CliContext, filePath: string) {
  const fileName = path.basename(filePath);
  const definition = parseHotelDefinition(await readInputFile(filePath), fileName);
  const taken = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.subdomain, definition.subdomain));
  const subdomainTaken = () =>
    new CliInputError(`${fileName} is not a valid hotel definition.`, [
      { where: 'subdomain', message: `a hotel with the subdomain '${definition.subdomain}' already exists` },
    ]);
  if (taken.length > 0) throw subdomainTaken();
  const [row] = await db
    .insert(companies)
    .values(companyRow(definition, clock()))
    .onConflictDoNothing({ target: companies.subdomain })
    .returning({ id: companies.id, subdomain: companies.subdomain });
  if (!row) throw subdomainTaken();
  output.info(`Created hotel '${definition.name}'.`);
  output.info(`  id:        ${row.id}`);
  output.info(`  subdomain: ${row.subdomain}`);
  return row;
}
