import type { PaymentProcessor } from '../../adapters/payment/payment-processor.ts';
import type { CompanyRow, GuestRow } from '../../db/schema/index.ts';
import type { CustomerRepository } from './customer-repository.ts';

/** The person's customer at the hotel's processor: made on first use, then kept (payment_customers). */
export async function ensureCustomer(
  repository: CustomerRepository,
  processor: PaymentProcessor,
  { tenant, guest }: { tenant: CompanyRow; guest: GuestRow },
): Promise<string> {
  const known = await repository.findCustomerId(tenant.id, guest.personId, processor.name);
  if (known) return known;
  const hotelEmail = (tenant.hotel as { email?: unknown }).email;
  const created = await processor.createCustomer({
    code: guest.personId,
    name: `${guest.name} ${guest.lastName}`.trim(),
    email: guest.email ?? (typeof hotelEmail === 'string' ? hotelEmail : ''),
  });
  return repository.keepCustomerId({
    companyId: tenant.id,
    personId: guest.personId,
    processor: processor.name,
    processorCustomerId: created.id,
  });
}
