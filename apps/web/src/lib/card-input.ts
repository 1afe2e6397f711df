/** Card numbers are 12 to 19 digits; shown in groups of four as the user types. */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function cardNumberDigits(formatted: string): string {
  return formatted.replace(/\D/g, '');
}

/** Expiry as MM/YY: the slash appears once the month is typed. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export type Expiry = { month: number; year: number };

/** "MM/YY" to a month and a four-digit year; null when it is not a real month. */
export function parseExpiry(value: string): Expiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export type CardFields = { number: string; expiry: string; cvc: string; postalCode: string };
export type CardErrors = Partial<Record<keyof CardFields, string>>;

/** In the form's order, so focus goes to the first field to fix. */
export const cardFieldOrder: readonly (keyof CardFields)[] = ['number', 'expiry', 'cvc', 'postalCode'];

/** Every field the form can tell is wrong before asking the provider; the ZIP wording is the spec's (incomplete_zip). */
export function checkCard(card: CardFields): CardErrors {
  const errors: CardErrors = {};
  const digits = cardNumberDigits(card.number);
  if (digits.length === 0) errors.number = 'Please enter your card number.';
  else if (digits.length < 12) errors.number = 'Please complete your card number.';
  if (!parseExpiry(card.expiry)) errors.expiry = 'Please enter the expiry date as MM/YY.';
  const cvc = card.cvc.trim();
  if (cvc.length === 0) errors.cvc = 'Please enter your CVC.';
  else if (cvc.length < 3) errors.cvc = 'Please complete your CVC.';
  if (card.postalCode.trim().length === 0) errors.postalCode = 'Please complete your ZIP code.';
  return errors;
}
