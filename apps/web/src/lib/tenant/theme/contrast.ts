export {
  BLACK_TEXT,
  WHITE_TEXT,
  contrastRatio,
  contrastText,
  normalizeHex,
  readableOnWhite,
  relativeLuminance,
} from '@hospedar/contracts/tenant/contrast';
