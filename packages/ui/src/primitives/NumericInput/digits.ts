/** Only the digits 0–9 of a text (pasted "12'000 CHF" becomes "12000"). */
export function digitsOnly(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

/** Whether typed input data may go into a digits-only field (null data: deletions, composition end). */
export function isDigitInput(data: string | null | undefined): boolean {
  return data == null || /^[0-9]*$/.test(data);
}
