import { z } from 'zod';

/** A route's PDF answer in the OpenAPI document: the bytes of the FNRH document. */
export const ZPdfBytes = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'The FNRH document (application/pdf)' });
