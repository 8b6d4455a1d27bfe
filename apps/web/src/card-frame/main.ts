import { cardBrand, cardDigits } from '@hospedar/contracts/payment/card-rules';
import {
  isAllowedTokenizationUrl,
  readPortalMessage,
  resolveTokenizationUrl,
} from '../lib/payment/card-frame-protocol.ts';
import type { TFrameField, TFromFrameMessage, TToFrameMessage } from '../lib/payment/card-frame-protocol.ts';
import { brandMarkSvg } from '../lib/payment/brand-marks.ts';
import { cardIssues, fieldIssue, formatCardNumber, formatExpiry, issueText } from './card-input.ts';
import type { TCardValues } from './card-input.ts';
import { fill, frameTexts } from './texts.ts';
import type { TFrameTexts } from './texts.ts';
import { tokenizeCard } from './tokenize.ts';
import './card-frame.css';

/*
 * The card frame (decision 100): a page of its own, sandboxed (opaque origin), whose inputs no script of
 * the portal can read. It takes its settings and the billing address from the portal's window only
 * (same host as this page), sends the card to the processor itself, and hands back only the token,
 * brand, last 4 digits and expiry. Nothing typed here is stored anywhere.
 */

const portalOrigin = new URL(window.location.href).origin;
const FIELDS: readonly TFrameField[] = ['number', 'expiry', 'cvv'];

const input = (field: TFrameField) => document.getElementById(field) as HTMLInputElement;
const errorOf = (field: TFrameField) => document.getElementById(`${field}-error`) as HTMLParagraphElement;
const brandIcon = document.getElementById('brand') as HTMLSpanElement;

let settings: Extract<TToFrameMessage, { kind: 'hospedar-card:init' }> | null = null;
let texts: TFrameTexts = frameTexts('pt-BR');
const touched = new Set<TFrameField>();
let lastBrand: string | null = null;
let isBusy = false;

function post(message: TFromFrameMessage): void {
  window.parent.postMessage(message, portalOrigin);
}

const values = (): TCardValues => ({
  number: input('number').value,
  expiry: input('expiry').value,
  cvv: input('cvv').value,
});

function showError(field: TFrameField, message: string | null): void {
  const error = errorOf(field);
  const control = input(field);
  error.hidden = message === null;
  error.textContent = message ?? '';
  control.toggleAttribute('aria-invalid', message !== null);
  const described = [field === 'cvv' ? 'cvv-hint' : '', message ? `${field}-error` : ''].filter(Boolean);
  if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '));
  else control.removeAttribute('aria-describedby');
  control.closest('.field')?.classList.toggle('field--invalid', message !== null);
  reportHeight();
}

function checkField(field: TFrameField): void {
  if (!settings || !touched.has(field)) return;
  const issue = fieldIssue(field, values(), settings.today);
  showError(field, issue ? issueText(issue, texts) : null);
}

function showBrand(): void {
  const brand = cardBrand(input('number').value) ?? null;
  if (brand !== lastBrand) {
    lastBrand = brand;
    post({ kind: 'hospedar-card:brand', brand });
  }
  brandIcon.hidden = brand === null;
  brandIcon.innerHTML = brand ? brandMarkSvg(brand) : '';
  // An image only while there is a brand to name (an empty image would have no text).
  if (brand) {
    brandIcon.setAttribute('role', 'img');
    brandIcon.setAttribute('aria-label', fill(texts.brandDetected, { brand: texts.brands[brand] }));
  } else {
    brandIcon.removeAttribute('role');
    brandIcon.removeAttribute('aria-label');
  }
}

let lastHeight = 0;
function reportHeight(): void {
  const height = Math.ceil(document.documentElement.scrollHeight);
  if (height !== lastHeight) {
    lastHeight = height;
    post({ kind: 'hospedar-card:resize', height });
  }
}

function applySettings(message: Extract<TToFrameMessage, { kind: 'hospedar-card:init' }>): void {
  settings = message;
  texts = frameTexts(message.language);
  document.documentElement.lang = message.language;
  document.title = texts.title;
  document.documentElement.style.setProperty('--primary', message.theme.primary);
  document.documentElement.style.setProperty('--radius', `${message.theme.radius}px`);
  for (const field of FIELDS) {
    const label = document.querySelector<HTMLLabelElement>(`label[for="${field}"]`);
    if (label) label.textContent = texts[field];
    input(field).disabled = false;
  }
  input('expiry').placeholder = texts.expiryPlaceholder;
  (document.getElementById('cvv-hint') as HTMLParagraphElement).textContent = texts.cvvHint;
  input('cvv').setAttribute('aria-describedby', 'cvv-hint');
  for (const field of touched) checkField(field);
  showBrand();
  reportHeight();
}

/** Every field checked and its message shown; the issues answered to the portal (none when right). */
function validate(requestId: string) {
  if (!settings) return [];
  FIELDS.forEach((field) => touched.add(field));
  const issues = cardIssues(values(), settings.today);
  FIELDS.forEach((field) => {
    const issue = issues.find((found) => found.field === field);
    showError(field, issue ? issueText(issue, texts) : null);
  });
  if (issues.length > 0) post({ kind: 'hospedar-card:invalid', requestId, issues });
  return issues;
}

async function tokenize(message: Extract<TToFrameMessage, { kind: 'hospedar-card:tokenize' }>) {
  if (!settings || isBusy) return;
  if (validate(message.requestId).length > 0) return;
  if (!isAllowedTokenizationUrl(settings.tokenizationUrl, portalOrigin)) {
    post({ kind: 'hospedar-card:failed', requestId: message.requestId, reason: 'unavailable' });
    return;
  }
  isBusy = true;
  FIELDS.forEach((field) => (input(field).readOnly = true));
  try {
    const result = await tokenizeCard({
      url: resolveTokenizationUrl(settings.tokenizationUrl, portalOrigin)?.href ?? '',
      values: values(),
      holderName: message.holderName,
      billingAddress: message.billingAddress,
    });
    if (result.ok) post({ kind: 'hospedar-card:tokenized', requestId: message.requestId, card: result.card });
    else post({ kind: 'hospedar-card:failed', requestId: message.requestId, reason: result.reason });
  } finally {
    isBusy = false;
    FIELDS.forEach((field) => (input(field).readOnly = false));
  }
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  // Only the portal's own window, on this page's host, may drive the frame.
  if (event.source !== window.parent || event.origin !== portalOrigin) return;
  const message = readPortalMessage(event.data);
  if (!message) return;
  if (message.kind === 'hospedar-card:init') applySettings(message);
  else if (message.kind === 'hospedar-card:tokenize') void tokenize(message);
  else if (message.kind === 'hospedar-card:validate') {
    if (validate(message.requestId).length === 0) {
      post({ kind: 'hospedar-card:invalid', requestId: message.requestId, issues: [] });
    }
  } else input(message.field).focus();
});

input('number').addEventListener('input', () => {
  const field = input('number');
  const formatted = formatCardNumber(field.value);
  if (formatted !== field.value) field.value = formatted;
  showBrand();
  if (cardDigits(formatted).length >= 13) checkField('number');
  checkField('cvv');
});
input('expiry').addEventListener('input', () => {
  const field = input('expiry');
  const formatted = formatExpiry(field.value);
  if (formatted !== field.value) field.value = formatted;
  checkField('expiry');
});
input('cvv').addEventListener('input', () => {
  const field = input('cvv');
  const digits = field.value.replace(/\D/g, '').slice(0, 4);
  if (digits !== field.value) field.value = digits;
  checkField('cvv');
});
for (const field of FIELDS) {
  input(field).addEventListener('blur', () => {
    if (input(field).value !== '') touched.add(field);
    checkField(field);
  });
}
document.getElementById('card-form')?.addEventListener('submit', (event) => event.preventDefault());
new ResizeObserver(reportHeight).observe(document.body);
post({ kind: 'hospedar-card:ready' });
