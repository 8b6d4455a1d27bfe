export { localize } from '@hospedar/contracts/tenant/localize';
