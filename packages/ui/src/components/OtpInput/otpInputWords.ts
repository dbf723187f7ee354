/** What each box of a one-time code is called, when the page says not. */
export const otpInputWords = {
  digit: (position: number, length: number) => `Digit ${position} of ${length}`,
};
