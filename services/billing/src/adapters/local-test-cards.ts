import type { LocalCard } from '@sitespark/contracts';

export interface CardDecline {
  code: string;
  message: string;
}

/** Stripe's own wording for each error code, so the payment page handles both providers alike. */
export const cardDeclines = {
  incomplete_number: { code: 'incomplete_number', message: 'Your card number is incomplete.' },
  incorrect_number: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
  invalid_expiry_month: { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." },
  invalid_expiry_year: { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
  incomplete_cvc: { code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
  incorrect_cvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  incomplete_zip: { code: 'incomplete_zip', message: 'Your postal code is incomplete.' },
  invalid_zip: { code: 'invalid_zip', message: 'Your postal code is invalid.' },
  card_declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  processing_error: { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
  not_a_test_card: {
    code: 'card_declined',
    message:
      'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  },
} as const satisfies Record<string, CardDecline>;

/** Stripe's test numbers that pay successfully (https://docs.stripe.com/testing#cards). */
const succeedingNumbers = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '6011000990139424',
  '3056930009020004',
  '36227206271667',
  '3566002020360505',
  '6200000000000005',
]);

/** Stripe's test numbers that pass the form but are declined by the issuer. */
const decliningNumbers: Record<string, CardDecline> = {
  '4000000000000002': cardDeclines.card_declined,
  '4000000000009995': cardDeclines.insufficient_funds,
  '4000000000009987': cardDeclines.card_declined,
  '4000000000009979': cardDeclines.card_declined,
  '4000000000000069': cardDeclines.expired_card,
  '4000000000000127': cardDeclines.incorrect_cvc,
  '4000000000000119': cardDeclines.processing_error,
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The postal code rule: the test cards are US cards, so the code must be a US ZIP (`12345` or
 * ZIP+4 `12345-6789`, spaces around it ignored). Anything else, including codes of other countries
 * such as `SW1A 1AA` and partial ZIPs such as `123`, is `invalid_zip`; an empty one is `incomplete_zip`.
 */
const usZip = /^\d{5}(-\d{4})?$/;

/**
 * Judges a card as Stripe would in test mode: the form's checks first (number, expiry, security
 * code, postal code, in the order the fields appear), then the issuer's answer for the test number.
 * Returns null when the payment succeeds.
 */
export function judgeTestCard(card: LocalCard, now: Date): CardDecline | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(number)) return cardDeclines.incorrect_number;
  if (number.length < 13) return cardDeclines.incomplete_number;
  if (number.length > 19 || !passesLuhn(number)) return cardDeclines.incorrect_number;

  if (card.expMonth < 1 || card.expMonth > 12) return cardDeclines.invalid_expiry_month;
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (expYear > thisYear + 50) return cardDeclines.invalid_expiry_year;
  // A card is valid through the last day of its expiry month.
  if (expYear < thisYear || (expYear === thisYear && card.expMonth < now.getUTCMonth() + 1)) return cardDeclines.expired_card;

  const cvc = card.cvc.trim();
  const amex = number.startsWith('34') || number.startsWith('37');
  if (cvc === '') return cardDeclines.incomplete_cvc;
  if (!/^\d+$/.test(cvc) || cvc.length !== (amex ? 4 : 3)) return cardDeclines.incorrect_cvc;

  const postalCode = card.postalCode.trim();
  if (postalCode === '') return cardDeclines.incomplete_zip;
  if (!usZip.test(postalCode)) return cardDeclines.invalid_zip;

  if (succeedingNumbers.has(number)) return null;
  return decliningNumbers[number] ?? cardDeclines.not_a_test_card;
}
